import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_AREAS } from '../../domain/access'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * The setup screen's call (issue #43, item 1): on a site with no user it makes one
 * administrator who reaches every back-office area, names the company and the site's
 * language; two setups at once make one administrator and the other is told why; Payload's
 * own first-user form is closed in its favour.
 */
describe('setup of a site with no user', () => {
  let server: TestServer
  const PASSWORD = 'Setup@Strong1'
  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    company_name: 'Acme Ltda',
    name: 'Ana',
    last_name: 'Souza',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    language: 'en',
    ...extra,
  })
  const setup = (payload: unknown, language = 'en') =>
    fetch(`${server.url}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(payload),
    })

  beforeAll(async () => {
    server = await startTestServer({ fallback: (_req, res) => void res.status(200).type('text/plain').send('reached Next') })
  })
  afterAll(async () => server?.close())

  it('answers that the setup is needed while no user exists', async () => {
    const reply = await fetch(`${server.url}/api/auth/setup`)
    expect(reply.status).toBe(200)
    expect((await reply.json()).data).toEqual({ needed: true })
  })

  it('refuses a weak password, a mismatch and an unknown language field by field, in the caller’s language, writing nothing', async () => {
    const reply = await setup(body('ana@example.com', { password: 'weak', confirm_password: 'other', language: 'xx' }), 'pt-BR')
    expect(reply.status).toBe(400)
    const answer = await reply.json()
    expect(answer.code).toBe('VALIDATION')
    const fields = Object.fromEntries(answer.errors.map((e: { field: string; message: string }) => [e.field, e.message]))
    expect(Object.keys(fields).sort()).toEqual(['language', 'password'].sort())
    expect(fields.password).toMatch(/senha/i)
    expect((await server.payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('closes Payload’s own first-user form: the page leads to the setup screen and its endpoint is refused', async () => {
    const page = await fetch(`${server.url}/cms/create-first-user`, { redirect: 'manual' })
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/setup')
    const register = await fetch(`${server.url}/cms-api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sneaky@example.com', password: PASSWORD }),
    })
    expect(register.status).toBe(403)
    expect(await register.json()).toMatchObject({ error: true, code: 'FORBIDDEN' })
    expect((await server.payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('of two setups at once makes one administrator, and tells the other the site is set up', async () => {
    const replies = await Promise.all([setup(body('ana@example.com')), setup(body('bruno@example.com', { name: 'Bruno' }))])
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409].sort((a, b) => a - b))
    const answers = await Promise.all(replies.map((r) => r.json()))
    const refused = answers.find((a) => a.error)
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'This site is already set up. Sign in with your account.' })
    const made = answers.find((a) => !a.error)
    expect(typeof made.token).toBe('string')

    const users = await server.payload.find({ collection: 'users', overrideAccess: true })
    expect(users.totalDocs).toBe(1)
    const admin = users.docs[0]!
    expect(admin).toMatchObject({ permission: 'admin', status: 'active', emailVerified: true, last_name: 'Souza' })
    expect(admin.name).toBe(admin.email === 'ana@example.com' ? 'Ana' : 'Bruno')
    expect([...(admin.access ?? [])].sort()).toEqual([...ACCESS_AREAS].sort())

    // The session works at once, and reaches an admin-only call.
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${made.token}` } })
    expect(me.status).toBe(200)
    const users2 = await fetch(`${server.url}/api/user/users-list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${made.token}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(users2.status).toBe(200)

    const company = await server.payload.findGlobal({ slug: 'company', overrideAccess: true })
    expect(company).toMatchObject({ name: 'Acme Ltda', language: 'en' })
  })

  it('is closed once a user exists: the state says so and a later setup is refused', async () => {
    expect((await (await fetch(`${server.url}/api/auth/setup`)).json()).data).toEqual({ needed: false })
    const late = await setup(body('late@example.com'), 'fr')
    expect(late.status).toBe(409)
    expect((await late.json()).message).toMatch(/déjà configuré/)
    expect((await server.payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(1)
  })
})

import { createLocalReq, logoutOperation } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, makeUser, PASSWORD } from '../helpers/api'
import { startWithAdmin, type TestServer } from '../helpers/boot'

/**
 * Issue #30 item 7: one staff sign-in for the back-office (/admin, a bearer token the page keeps)
 * and Payload's panels (/cms, Payload's HttpOnly cookie). Both hold the same Payload session, so
 * signing in on either side signs in the other and signing out of either ends both.
 */
describe('one sign-in for /admin and /cms', () => {
  let server: TestServer
  let adminToken: string
  const SITE = 'http://localhost:3000' // SERVER_URL in the test environment: the panels' trusted origin
  const sameSite = { origin: SITE, 'sec-fetch-site': 'same-origin' }

  beforeAll(async () => {
    ;({ server, adminToken } = await startWithAdmin())
    await makeUser(server.payload, 'painel', ['article_management'])
  })
  afterAll(async () => server?.close())

  /** The payload-token cookie a reply sets, with its attributes. */
  const panelCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('payload-token=')) ?? null
  /** What Payload's panels see with that cookie (as /cms reads it). */
  const panelsSee = async (token: string) => (await server.payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, origin: SITE }) })).user

  it('a back-office sign-in also signs the panels in, with the same session in an HttpOnly cookie that expires with it', async () => {
    const plain = await client(server).post('/auth/auth', { email: 'painel@example.com', password: PASSWORD })
    expect(plain.status).toBe(200)
    const cookie = panelCookie(plain.headers)!
    expect(cookie).toContain(`payload-token=${plain.body.token};`)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!)
    expect(Math.abs(expires - (Date.now() + 8 * 3600_000))).toBeLessThan(60_000)
    expect((await panelsSee(plain.body.token))?.email).toBe('painel@example.com')

    const remembered = await client(server).post('/auth/auth', { email: 'painel@example.com', password: PASSWORD, remember: true })
    const longer = Date.parse(/Expires=([^;]+)/.exec(panelCookie(remembered.headers)!)![1]!)
    expect(longer).toBeGreaterThan(Date.now() + 29 * 86_400_000) // the remembered session, not Payload's 8 hours

    // A failed sign-in sets nothing.
    const wrong = await client(server).post('/auth/auth', { email: 'painel@example.com', password: 'Wrong!Passw0rd' })
    expect(wrong.status).toBe(401)
    expect(panelCookie(wrong.headers)).toBeNull()
  })

  it('the back-office adopts a panels sign-in: the same session, from the site’s own pages only', async () => {
    // As /cms signs in (Payload's login operation, which sets the cookie).
    const { token } = await server.payload.login({ collection: 'users', data: { email: 'painel@example.com', password: PASSWORD } })
    const adopted = await client(server).post('/auth/session', {}, { cookie: `payload-token=${token}`, ...sameSite })
    expect(adopted.status).toBe(200)
    expect(adopted.body.token).toBe(token)
    expect(adopted.body.data).toMatchObject({ email: 'painel@example.com' })
    expect(adopted.body.data).not.toHaveProperty('hash')
    expect((await client(server, adopted.body.token).get('/auth/me')).body.data.user.email).toBe('painel@example.com')

    // Another site's page may not read the session out of the cookie.
    const foreigners: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://localhost:4000' }]
    for (const foreign of foreigners) {
      const refused = await client(server).post('/auth/session', {}, { cookie: `payload-token=${token}`, ...foreign })
      expect(refused.status, JSON.stringify(foreign)).toBe(403)
      expect(refused.body).toMatchObject({ error: true, code: 'FORBIDDEN' })
    }
    // No cookie, a forged one, or an integrator's token in its place: 401 in the caller's language.
    const none = await client(server, undefined, 'en').post('/auth/session', {}, sameSite)
    expect(none.status).toBe(401)
    expect(none.body.message).toMatch(/^[A-Z]/)
    expect((await client(server).post('/auth/session', {}, { cookie: `payload-token=${token}x`, ...sameSite })).status).toBe(401)
    const admin = client(server, adminToken)
    const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'Painel', products: ['leads'], expiresAt: null })
    const { accessKey, secretKey } = created.body.data
    const integrator = (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token as string
    expect(integrator).toBeTruthy()
    expect((await client(server).post('/auth/session', {}, { cookie: `payload-token=${integrator}`, ...sameSite })).status).toBe(401)
  })

  it('signing out of the back-office signs the panels out, and signing out of the panels ends the back-office session', async () => {
    const signedIn = await client(server).post('/auth/auth', { email: 'painel@example.com', password: PASSWORD })
    const token = signedIn.body.token as string
    const out = await client(server, token).post('/auth/auth/logout')
    expect(out.status).toBe(200)
    expect(panelCookie(out.headers)).toMatch(/^payload-token=;.*Expires=Thu, 01 Jan 1970/)
    expect(await panelsSee(token)).toBeNull()

    // Signed in by /cms, adopted by /admin, then signed out in /cms (Payload's own logout).
    const { token: panels = '' } = await server.payload.login({ collection: 'users', data: { email: 'painel@example.com', password: PASSWORD } })
    const adopted = (await client(server).post('/auth/session', {}, { cookie: `payload-token=${panels}`, ...sameSite })).body.token as string
    expect((await client(server, adopted).get('/auth/me')).status).toBe(200)
    // As the panels' logout endpoint does: the user its cookie names (with the session id), then Payload's operation.
    const req = await createLocalReq({ user: (await panelsSee(panels)) as never }, server.payload)
    await logoutOperation({ collection: server.payload.collections.users!, req })
    const after = await client(server, adopted).get('/auth/me')
    expect(after.status).toBe(401)
    expect((await client(server).post('/auth/session', {}, { cookie: `payload-token=${panels}`, ...sameSite })).status).toBe(401)
  })
})

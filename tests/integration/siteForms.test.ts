import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_STATE_HEADER, parseFormState } from '../../domain/siteForms'
import { translatorFor } from '../../locales/i18n'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const

/** Stands in for Next: shows the method it rendered with and the form state the gateway handed it. */
let rendered: { method: string; state: string | undefined }[] = []
const fakeNext: RequestHandler = (req, res) => {
  const state = req.headers[FORM_STATE_HEADER] as string | undefined
  rendered.push({ method: req.method, state })
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<html><head></head><body><p>${req.method} ${req.path}</p></body></html>`)
}

/**
 * Public forms without JavaScript (issue #42, item 1): the plain post of each public form goes
 * through its contract route (schema, service, rate limit), then the visitor is sent back to the
 * page with the outcome, or sees the page again with each error and what they typed.
 */
describe('public forms without JavaScript', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ fallback: fakeNext })
  })
  afterAll(async () => server?.close())

  const origin = () => server.url
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(), ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  const leadsWith = async (email: string) => (await server.payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 5, ...sys })).docs
  const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!

  it('stores a newsletter sign-up posted from the home, answers 303 to the form and shows the outcome once', async () => {
    const email = `semjs${Date.now()}@example.com`
    const res = await post('/', { _route: 'subscribe', _form: 'home-newsletter-form', email, name: 'Ana', website: '', consentVersion: '2025-01' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/#home-newsletter-form')
    expect(res.headers.get('cache-control')).toContain('no-store')
    const leads = await leadsWith(email)
    expect(leads).toHaveLength(1)
    // The page it was sent from is recorded with the consent, as the script sends it.
    expect(JSON.stringify(leads[0])).toContain('"/"')

    rendered = []
    const cookie = cookieOf(res)
    expect(cookie).toMatch(/^site_form=/)
    const page = await fetch(server.url + '/', { headers: { cookie } })
    expect(page.status).toBe(200)
    const state = parseFormState(rendered[0]?.state)
    expect(state).toMatchObject({ form: 'home-newsletter-form', outcome: 'sent', status: 201 })
    // The one-time cookie is cleared by that answer, and the page with it is nobody else's.
    expect(page.headers.get('set-cookie')).toMatch(/site_form=;.*Max-Age=0/)
    expect(page.headers.get('x-page-cache')).toBeNull()
  })

  it('renders the page again with each error beside its field and the typed values, in the page language, storing nothing', async () => {
    rendered = []
    const res = await post('/blog?lang=en', { _route: 'subscribe', _form: 'blog-newsletter-form', email: 'not-an-address', name: 'Bea' }, { cookie: 'lang=en' })
    expect(res.status).toBe(400)
    expect(rendered).toHaveLength(1)
    expect(rendered[0]!.method).toBe('GET')
    const state = parseFormState(rendered[0]!.state)
    expect(state?.outcome).toBe('refused')
    if (state?.outcome !== 'refused') return
    expect(state.values).toMatchObject({ email: 'not-an-address', name: 'Bea' })
    expect(state.errors.email).toBe(translatorFor('en')('api.invalidEmail'))
    expect(state.code).toBe('VALIDATION')
    expect(await leadsWith('not-an-address')).toHaveLength(0)
  })

  it('sends a contact message and keeps the sender name for the thank-you note, nothing more', async () => {
    const email = `contato${Date.now()}@example.com`
    const fields = {
      _route: 'contact',
      _form: 'contact-form',
      name: 'Carla',
      company: 'ACME',
      email,
      telephone: '11 99999-0000',
      subject: 'Demo',
      message: 'Olá',
    }
    const res = await post('/contact', fields)
    expect(res.status).toBe(303)
    const { docs } = await server.payload.find({ collection: 'messages', where: { email: { equals: email } }, limit: 2, ...sys })
    expect(docs).toHaveLength(1)
    rendered = []
    await fetch(server.url + '/contact', { headers: { cookie: cookieOf(res) } })
    const state = parseFormState(rendered[0]?.state)
    expect(state).toMatchObject({ outcome: 'sent', status: 201, values: { name: 'Carla' } })
    expect(state?.outcome === 'sent' && Object.keys(state.values)).toEqual(['name'])
    expect(state?.outcome === 'sent' && typeof state.data?.replyBy).toBe('string')
  })

  it("refuses a post from another site's page and stores nothing", async () => {
    const email = `forjado${Date.now()}@example.com`
    const res = await post('/', { _route: 'subscribe', _form: 'home-newsletter-form', email }, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await leadsWith(email)).toHaveLength(0)
  })

  it('never lets a post reach a route that is not a public form, nor a visitor set the form state', async () => {
    rendered = []
    const res = await post('/', { _route: 'userCreate', _form: 'x', email: 'a@example.com' })
    // Not a public form: the page answers it as before (no route was called).
    expect(res.status).toBe(200)
    expect(rendered[0]).toMatchObject({ method: 'POST', state: undefined })
    rendered = []
    const forged = JSON.stringify({ form: 'contact-form', outcome: 'sent', status: 201, data: null, values: { name: 'x' } })
    await fetch(server.url + '/contact', { headers: { [FORM_STATE_HEADER]: forged } })
    expect(rendered[0]?.state).toBeUndefined()
  })

  it('keeps the API rate limit for the same route: the form shares its counter', async () => {
    const limited = await startTestServer({ fallback: fakeNext, rateLimits: { windowMs: 60_000, max: 2 } })
    try {
      const send = (i: number) =>
        fetch(limited.url + '/', {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: limited.url },
          body: new URLSearchParams({ _route: 'subscribe', _form: 'home-newsletter-form', email: `limite${i}${Date.now()}@example.com` }).toString(),
        })
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await send(i)).status)
      expect(statuses).toContain(429)
    } finally {
      await limited.close()
    }
  })
})

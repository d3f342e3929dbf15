import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Cookie-authenticated writes from another origin (issue #16, hole 4): a page on another port
 * of the same host posted to /cms-api with the staff member's cookie and created a category.
 * The gateway refuses such writes before Payload, and Payload ignores the cookie anyway.
 */
describe('cookie-authenticated writes from another origin', () => {
  let server: TestServer
  let token: string
  const TRUSTED = 'http://localhost:3000' // SERVER_URL in the test environment

  beforeAll(async () => {
    server = await startTestServer({ fallback: (_req, res) => void res.status(200).type('text/plain').send('reached Payload') })
    await makeUser(server.payload, 'staff', ['site_editor'], 'admin')
    token = await tokenFor(server, 'staff@example.com')
  })
  afterAll(async () => server?.close())

  const post = (headers: Record<string, string>, method = 'POST') =>
    fetch(`${server.url}/cms-api/categories`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : '{"name":"CSRF","description":"x"}',
    })

  it('refuses a write with the session cookie from a foreign origin, another port of the same host, or a same-site page without Origin', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:4000' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const reply = await post({ cookie: `payload-token=${token}`, ...headers })
      expect(reply.status, JSON.stringify(headers)).toBe(403)
      expect(await reply.json()).toMatchObject({ error: true, code: 'FORBIDDEN' })
    }
  })

  it('lets the site’s own pages, cookie-less calls and reads through', async () => {
    for (const [headers, method] of [
      [{ cookie: `payload-token=${token}`, origin: TRUSTED, 'sec-fetch-site': 'same-origin' }, 'POST'],
      [{ cookie: `payload-token=${token}` }, 'POST'], // curl and server-side callers send neither header
      [{ origin: 'https://evil.example' }, 'POST'], // no ambient credential: Payload sees an anonymous caller
      [{ cookie: `payload-token=${token}`, origin: 'https://evil.example' }, 'GET'],
    ] as const) {
      const reply = await post(headers, method)
      expect(reply.status, JSON.stringify(headers)).toBe(200)
      expect(await reply.text()).toBe('reached Payload')
    }
  })

  it('has Payload itself ignore a session cookie that arrives with a foreign Origin', async () => {
    expect(server.payload.config.csrf).toContain(TRUSTED)
    const as = (origin: string) => server.payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, origin }) })
    expect((await as(TRUSTED)).user?.email).toBe('staff@example.com')
    expect((await as('https://evil.example')).user).toBeNull()
  })
})

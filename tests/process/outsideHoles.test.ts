import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, spawnServer, tempDataDir, waitForHealth } from '../helpers/serverProcess'

/**
 * Holes found from outside on the built product (issue #29), each asked the way the report
 * asked it: Payload's job endpoints as a signed-in staff user, /cms-api filters the database
 * cannot run, and page addresses with a malformed percent escape.
 */
const ADMIN = { SEED_ADMIN_EMAIL: 'admin@example.com', SEED_ADMIN_PASSWORD: 'Admin@12345' }

describe('holes found from outside, on the built server', () => {
  it("refuses Payload's job endpoints to every user and answers unrunnable filters and malformed addresses 400, never 500", async () => {
    const dir = tempDataDir()
    const server = await spawnServer({ DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, ...ADMIN })
    try {
      await waitForHealth(server.port)
      const base = `http://127.0.0.1:${server.port}`
      const login = await fetch(`${base}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.SEED_ADMIN_EMAIL, password: ADMIN.SEED_ADMIN_PASSWORD }),
      })
      const { token } = (await login.json()) as { token: string }
      const asAdmin = { authorization: `JWT ${token}` }
      // Even the administrator: the process's own runners are the only way jobs run.
      for (const url of ['/cms-api/payload-jobs/run?allQueues=true', '/cms-api/payload-jobs/run?queue=default', '/cms-api/payload-jobs/handle-schedules']) {
        const res = await fetch(base + url, { headers: asAdmin })
        expect(res.status, url).toBe(401)
      }
      // Filters the database cannot run: 400 in the caller's language (each answered 500 before).
      for (const query of [
        'where[title][near]=1,2',
        'where[title][all]=a,b',
        'where[categories][equals]=x',
        'where[publishedAt][greater_than]=x',
        'where[title][equals][0]=a&where[title][equals][1]=b',
      ]) {
        const res = await fetch(`${base}/cms-api/articles?${query}`, { headers: { ...asAdmin, 'accept-language': 'pt-BR' } })
        expect(res.status, query).toBe(400)
        const body = (await res.json()) as { errors: { message: string }[] }
        expect(body.errors[0]!.message, query).toMatch(/^Este filtro não pode ser usado: /)
      }
      for (const url of ['/%', '/blog/%', '/preview/%', '/post/%E0%A4%A/1']) {
        const res = await fetch(base + url, { headers: { 'accept-language': 'pt-BR' } })
        expect(res.status, url).toBe(400)
        expect(await res.text()).toBe('Requisição malformada')
      }
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 180_000)

  it('shows the logo when SERVER_URL is set, as every deployment sets it', async () => {
    const dir = tempDataDir()
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const server = await spawnServer({ DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, ...ADMIN, PORT: String(port), SERVER_URL: base })
    try {
      await waitForHealth(server.port)
      const html = await (await fetch(`${base}/`)).text()
      // The header's logo goes through Next's image service, which serves this site's files by path only.
      const logo = /<img[^>]+src="(\/_next\/image\?url=[^"]+)"/.exec(html)?.[1]
      expect(logo, 'the header shows the logo').toBeTruthy()
      const image = await fetch(base + logo!.replace(/&amp;/g, '&'))
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toMatch(/^image\//)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 180_000)
})

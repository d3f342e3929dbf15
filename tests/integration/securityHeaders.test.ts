import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import express from 'express'
import { readEnv } from '../../config/env'
import { trustedProxies } from '../../gateway/app'
import { startTestServer, type TestServer } from '../helpers/boot'

/** Security headers on every kind of answer (issue #16); the browser suite checks real pages run under them. */
describe('security headers', () => {
  let server: TestServer
  beforeAll(async () => {
    // Stands in for Next: a page whose scripts carry the response's nonce, as the layouts write them.
    server = await startTestServer({
      fallback: (req, res) => {
        const nonce = String(req.headers['x-nonce'] ?? '')
        res
          .status(200)
          .type('text/html')
          .send(
            `<!doctype html><html><head><title>x</title><script nonce="${nonce}">document.documentElement.dataset.js=""</script>` +
              `<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head>` +
              `<body><p>page</p><script nonce="${nonce}">self.__early=1</script></body></html>`,
          )
      },
    })
  })
  afterAll(async () => server?.close())

  const scriptSrc = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? ''

  it('gives every page a CSP with a fresh nonce per response, no unsafe-inline or unsafe-eval for scripts, and no framing by others', async () => {
    const nonces = new Set<string>()
    for (const path of ['/', '/blog', '/admin/dashboard', '/cms', '/login', '/post/x/1', '/cms']) {
      const reply = await fetch(`${server.url}${path}`)
      const policy = reply.headers.get('content-security-policy')
      expect(policy, path).toMatch(/frame-ancestors 'self'/)
      expect(policy).toMatch(/object-src 'none'/)
      expect(policy).toMatch(/base-uri 'self'/)
      const scripts = scriptSrc(policy)
      expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/)
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/)
      nonces.add(/'nonce-([^']+)'/.exec(scripts)![1]!)
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
    expect(nonces.size).toBe(7)
  })

  it('never sends two responses of a stored page with one nonce: the stored bytes carry none and its scripts run by hash (issue #42)', async () => {
    const answers: { r: Response; body: string }[] = []
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${server.url}/stored-nonce`)
      answers.push({ r, body: await r.text() })
    }
    expect(answers.map(({ r }) => r.headers.get('x-page-cache'))).toEqual(['MISS', 'HIT', 'HIT'])
    const nonces = new Set<string>()
    for (const { r, body } of answers) {
      const scripts = scriptSrc(r.headers.get('content-security-policy'))
      const nonce = /'nonce-([^']+)'/.exec(scripts)![1]!
      nonces.add(nonce)
      expect(body).not.toContain('nonce=')
      expect(body).not.toContain(nonce)
      // Every inline script of the stored page is allowed by its hash, and only those.
      const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`)
      expect(inline.length).toBeGreaterThanOrEqual(3)
      expect(scripts.match(/'sha256-[^']+'/g)?.sort()).toEqual([...new Set(inline)].sort())
    }
    expect(nonces.size).toBe(3)
  })

  it('lets other origins show media files (newsletter covers in web mail) and keeps pages same-origin', async () => {
    const media = await fetch(`${server.url}/cms-api/media/file/capa.jpg`)
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(media.headers.get('x-content-type-options')).toBe('nosniff')
    const page = await fetch(`${server.url}/blog`)
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('gives build assets only the headers a file needs, and uploads a fixed sandboxing policy (issue #32)', async () => {
    const asset = await fetch(`${server.url}/_next/static/chunks/app.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect(asset.headers.get('x-frame-options')).toBeNull()
    const media = await fetch(`${server.url}/cms-api/media/file/logo.svg`)
    const policy = media.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/default-src 'none'/)
    expect(policy).toMatch(/\bsandbox\b/)
    expect(policy).not.toMatch(/nonce-/)
  })

  it('sends HSTS when the visitor came over HTTPS (through a TLS proxy), and not over plain http', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull()
    const secure = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
    // The API too (issue #29: it sent HSTS and upgrade-insecure-requests over plain http).
    const api = await fetch(`${server.url}/api/health`)
    expect(api.headers.get('strict-transport-security')).toBeNull()
    expect(api.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/)
    const secureApi = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(secureApi.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
  })

  it('believes X-Forwarded-For from this machine and from the balancers TRUSTED_PROXIES lists, from nobody else', () => {
    const trusts = (listed: string | undefined) => {
      const app = express()
      app.set('trust proxy', trustedProxies(listed))
      return app.get('trust proxy fn') as (address: string, hop: number) => boolean
    }
    expect(trusts(undefined)('127.0.0.1', 0)).toBe(true)
    expect(trusts(undefined)('10.1.2.3', 0)).toBe(false)
    const listed = trusts('10.0.0.0/8, 192.0.2.10')
    expect(listed('10.1.2.3', 0)).toBe(true)
    expect(listed('192.0.2.10', 0)).toBe(true)
    expect(listed('192.0.2.11', 0)).toBe(false)
    expect(() => readEnv({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8,balancer' })).toThrow(/TRUSTED_PROXIES/)
    expect(readEnv({ NODE_ENV: 'test', TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toBe('10.0.0.0/8, ::1')
  })

  it('gives the API nosniff, a CSP that runs nothing and no framing', async () => {
    const reply = await fetch(`${server.url}/api/health`)
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    expect(reply.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    expect(scriptSrc(reply.headers.get('content-security-policy'))).not.toMatch(/unsafe/)
  })
})

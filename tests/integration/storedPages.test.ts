import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/boot'
import { storedPageHits } from '../../gateway/site/storedPages'

/** Stands in for Next: a page with an inline script and its React data, counting renders. */
let renders = 0
const fakeNext: RequestHandler = (req, res) => {
  renders++
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', link: '</_next/static/chunks/a.js>; rel=preload; as=script' })
  res.write('<html><head><script src="/_next/static/chunks/main.js" async=""></script>')
  res.write('<script>(self.__next_f=self.__next_f||[]).push([0])</script></head>')
  res.end(`<body lang="${req.headers['x-site-language']}"><p>${req.path}</p><script>self.__next_f.push([1,"0:{\\"r\\":1}\\n"])</script></body></html>`)
}

/** Headers that belong to one response: compared apart. */
const OWN = new Set(['date', 'content-security-policy', 'set-cookie', 'connection', 'keep-alive'])
const lasting = (r: Response) => Object.fromEntries([...r.headers].filter(([name]) => !OWN.has(name)))
const nonceOf = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]

describe('stored pages are sent ahead of Express with the headers Express sends (issue #46, item 1)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ fallback: fakeNext })
  })
  afterAll(async () => server?.close())

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(server.url + path, { method, headers, redirect: 'manual' })

  it('answers a stored page ahead of Express, byte for byte and header for header as Express answers it', async () => {
    const miss = await get('/ahead')
    expect(miss.headers.get('x-page-cache')).toBe('MISS')
    const body = await miss.text()
    const before = storedPageHits()
    const ahead = await get('/ahead')
    expect(storedPageHits()).toBe(before + 1)
    expect(await ahead.text()).toBe(body)
    // An unreadable form-result cookie sends the request through Express's middleware (which clears it): the same page, the same headers.
    const through = await get('/ahead', { cookie: 'site_form=' })
    expect(storedPageHits()).toBe(before + 1)
    expect(through.headers.get('set-cookie')).toMatch(/^site_form=;/)
    expect(await through.text()).toBe(body)
    expect(lasting(ahead)).toEqual(lasting(through))
    expect(ahead.headers.get('x-page-cache')).toBe('HIT')
    expect(ahead.headers.get('x-content-type-options')).toBe('nosniff')
    expect(ahead.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(ahead.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(ahead.headers.get('strict-transport-security')).toBeNull()
    // Its policy allows the stored scripts by hash, with this response's own nonce.
    const policy = ahead.headers.get('content-security-policy')!
    expect(policy.replace(nonceOf(ahead)!, 'N')).toBe(through.headers.get('content-security-policy')!.replace(nonceOf(through)!, 'N'))
    expect(policy).toMatch(/'sha256-/)
  })

  it('gives every response its own nonce, revalidates, compresses and answers HEAD', async () => {
    await get('/nonces')
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i++) nonces.add(nonceOf(await get('/nonces'))!)
    expect(nonces.size).toBe(5)
    const stored = await get('/nonces')
    const etag = stored.headers.get('etag')!
    const revalidated = await get('/nonces', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    const br = await get('/nonces', { 'accept-encoding': 'br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(await br.text()).toBe(await stored.text())
    const head = await get('/nonces', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(stored.headers.get('content-length'))
  })

  it('keeps languages, the cookie banner and HTTPS apart as the middleware does', async () => {
    const rendered = renders
    await get('/apart')
    await get('/apart', { 'accept-language': 'fr' })
    expect(renders).toBe(rendered + 2)
    expect(await (await get('/apart', { 'accept-language': 'fr-CA,fr;q=0.9' })).text()).toContain('lang="fr"')
    expect(await (await get('/apart', { cookie: 'lang=fr' })).text()).toContain('lang="fr"')
    expect(await (await get('/apart')).text()).toContain('lang="pt-BR"')
    expect(renders).toBe(rendered + 2)
    // Answered the banner without JavaScript: another page (the banner closed), rendered once.
    await get('/apart', { cookie: 'cookie_consent=all' })
    expect(renders).toBe(rendered + 3)
    // Behind a TLS proxy on this machine (a trusted one): HSTS, as Express sends it.
    const tls = await get('/apart', { 'x-forwarded-proto': 'https' })
    expect(tls.headers.get('x-page-cache')).toBe('HIT')
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('leaves to Express what sets a cookie or is not a page: a ?lang= arrival, an RSC request, a write', async () => {
    await get('/left?lang=en', { cookie: 'lang=en' })
    const before = storedPageHits()
    const arrival = await get('/left?lang=en')
    expect(arrival.headers.get('set-cookie')).toMatch(/^lang=en;/)
    expect(storedPageHits()).toBe(before)
    const chosen = await get('/left?lang=en', { cookie: 'lang=en' })
    expect(chosen.headers.get('set-cookie')).toBeNull()
    expect(await chosen.text()).toContain('lang="en"')
    expect(storedPageHits()).toBe(before + 1)
    const rendered = renders
    await get('/left?lang=en&_rsc=1', { cookie: 'lang=en' })
    await get('/left?lang=en', { cookie: 'lang=en', rsc: '1' })
    expect(renders).toBe(rendered + 2)
    expect(storedPageHits()).toBe(before + 1)
  })

  it("sends a stored page's React data ahead of Express too", async () => {
    await get('/flight')
    const before = storedPageHits()
    const flight = await get('/flight', { 'x-site-part': 'flight' })
    expect(flight.status).toBe(200)
    expect(flight.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await flight.json()).toEqual([[1, '0:{"r":1}\n']])
    expect(flight.headers.get('content-security-policy')).toMatch(/'nonce-/)
    expect(storedPageHits()).toBe(before + 1)
  })
})

import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { startTestServer, type TestServer } from '../helpers/boot'
import { lexical } from '../helpers/api'

const sys = { overrideAccess: true } as const

/** Stands in for Next: writes a page in pieces, the way Next streams, and counts renders. */
let renders = 0
const fakeNext: RequestHandler = (req, res) => {
  renders++
  const path = req.path
  if (path === '/missing') {
    res.statusCode = 404
    res.setHeader('content-type', 'text/html; charset=utf-8')
    return res.end('<html><head></head><body>not found</body></html>')
  }
  if (path === '/with-cookie') {
    res.setHeader('set-cookie', 'a=b')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    return res.end('<html><head></head><body>cookie</body></html>')
  }
  if (path === '/with-scripts' || path === '/missing-with-scripts') {
    res.statusCode = path === '/missing-with-scripts' ? 404 : 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write('<html><head><script src="/_next/static/chunks/main.js" async=""></script></head>')
    return res.end('<body><p>page</p><script>self.__next_f.push([1,""])</script></body></html>')
  }
  if (path === '/with-data' || path === '/missing-with-data') {
    res.statusCode = path === '/missing-with-data' ? 404 : 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write('<html><head><script src="/_next/static/chunks/main.js" async=""></script>')
    res.write('<script>(self.__next_f=self.__next_f||[]).push([0])</script></head>')
    return res.end(`<body><p>page ${renders}</p><script>self.__next_f.push([1,"0:{\\"render\\":${renders}}\\n"])</script></body></html>`)
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' })
  res.write(`<html lang="${req.headers['x-site-language']}"><head><title>t</title></head>`)
  res.write(
    Buffer.from(`<body class="b"><p>path=${req.headers['x-site-path']} render=${renders} accept-encoding=${req.headers['accept-encoding'] ?? 'none'}</p>`),
  )
  res.end('</body></html>')
}

describe('the site front: language, page cache, SEO snippets, feeds', () => {
  let server: TestServer
  let articleId: number | string
  beforeAll(async () => {
    server = await startTestServer({ fallback: fakeNext })
    await seedDemoContent(server.payload, { adminEmail: 'a@example.com', adminPassword: 'Str0ng!Passw0rd' })
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, ...sys })
    articleId = docs[0]!.id
  })
  afterAll(async () => server?.close())

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' })

  it('resolves the language from the cookie, else Accept-Language, else pt-BR', async () => {
    expect(await (await get('/lang-a')).text()).toContain('lang="pt-BR"')
    expect(await (await get('/lang-a', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).text()).toContain('lang="fr"')
    expect(await (await get('/lang-a', { 'accept-language': 'de', cookie: 'lang=ht' })).text()).toContain('lang="ht"')
    expect(await (await get('/lang-a', { cookie: 'lang=xx', 'accept-language': 'es' })).text()).toContain('lang="es"')
    // A client cannot choose the header the pages trust.
    expect(await (await get('/lang-b', { 'x-site-language': 'en' })).text()).toContain('lang="pt-BR"')
  })

  it('renders a page once per language and serves the stored bytes after', async () => {
    const first = await get('/cached')
    const firstText = await first.text()
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    const second = await get('/cached')
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(await second.text()).toBe(firstText)
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(second.headers.get('vary')).toContain('Accept-Language')
    const english = await get('/cached', { 'accept-language': 'en' })
    expect(english.headers.get('x-page-cache')).toBe('MISS')
    expect(await english.text()).toContain('lang="en"')
  })

  it('compresses stored pages for clients that accept it and answers 304 to a known ETag', async () => {
    await get('/compressed')
    const br = await fetch(server.url + '/compressed', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('x-page-cache')).toBe('HIT')
    // Node's fetch decodes br itself; the raw check below uses gzip through http.
    expect(await br.text()).toContain('path=/compressed')
    const raw = await import('node:http').then(
      (http) =>
        new Promise<{ encoding?: string; body: Buffer; etag?: string }>((resolve) => {
          http.get(server.url + '/compressed', { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks), etag: res.headers.etag }))
          })
        }),
    )
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toContain('path=/compressed')
    expect(brotliDecompressSync).toBeTypeOf('function')
    const revalidated = await get('/compressed', { 'if-none-match': raw.etag! })
    expect(revalidated.status).toBe(304)
  })

  it('passes through what must not be stored: 404s, cookies, RSC requests, the back-office', async () => {
    for (const [path, headers] of [
      ['/missing', {}],
      ['/with-cookie', {}],
      ['/rsc-page', { rsc: '1' }],
      ['/admin/dashboard', {}],
      ['/cms', {}],
    ] as const) {
      await get(path, headers)
      const again = await get(path, headers)
      expect(again.headers.get('x-page-cache'), path).toBeNull()
    }
    expect((await get('/missing')).status).toBe(404)
  })

  it('drops the affected pages as soon as an article changes, and keeps the others', async () => {
    await get('/blog')
    await get('/faq')
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('HIT')
    await server.payload.update({ collection: 'articles', id: articleId, data: { excerpt: 'Resumo novo' }, ...sys })
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('MISS')
    expect((await get('/faq')).headers.get('x-page-cache')).toBe('HIT')
    await server.payload.create({ collection: 'faqs', data: { product: 'general', question: 'Nova pergunta?', answer: 'Sim.' }, ...sys })
    expect((await get('/faq')).headers.get('x-page-cache')).toBe('MISS')
  })

  it('drops every page when the SEO snippets, the company or the WhatsApp settings change', async () => {
    await get('/seo-page')
    expect((await get('/seo-page')).headers.get('x-page-cache')).toBe('HIT')
    await server.payload.create({ collection: 'seo-snippets', data: { name: 'Analytics', head: 'window.analytics = 1', active: true }, ...sys })
    expect((await get('/seo-page')).headers.get('x-page-cache')).toBe('MISS')
    await server.payload.updateGlobal({ slug: 'whatsapp-settings', data: { message: 'Olá!' }, ...sys })
    expect((await get('/seo-page')).headers.get('x-page-cache')).toBe('MISS')
    await server.payload.updateGlobal({ slug: 'company', data: { phone: '(11) 4000-0000' }, ...sys })
    expect((await get('/seo-page')).headers.get('x-page-cache')).toBe('MISS')
  })

  it("remembers the switcher's language choice and only returns to paths on this site", async () => {
    const chosen = await fetch(server.url + '/language', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'language=es&returnTo=%2Fblog%3Fpage%3D2',
    })
    expect(chosen.status).toBe(303)
    // Back at the page's own address in the chosen language (its canonical one).
    expect(chosen.headers.get('location')).toBe('/blog?page=2&lang=es')
    expect(chosen.headers.get('set-cookie')).toMatch(/^lang=es; Max-Age=31536000; Path=\/; SameSite=Lax/)
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const r = await fetch(server.url + '/language', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `language=en&returnTo=${encodeURIComponent(target)}`,
      })
      expect(r.headers.get('location')).toBe('/?lang=en') // the home page, never elsewhere
    }
    const unknown = await fetch(server.url + '/language', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'language=xx',
    })
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })

  it("the switcher lands on an article's address in the chosen language, its own slug where translated", async () => {
    // A published article not yet written in Haitian Creole.
    const { docs } = await server.payload.find({
      collection: 'articles',
      where: { status: { equals: 'published' } },
      locale: 'ht',
      fallbackLocale: false,
      limit: 50,
      depth: 0,
      ...sys,
    })
    const id = docs.find((d) => !d.title)!.id
    const en = await server.payload.update({
      collection: 'articles',
      id,
      locale: 'en',
      data: { title: 'Switcher lands on the English slug', content: lexical('English text.') },
      ...sys,
    })
    const pt = await server.payload.findByID({ collection: 'articles', id, depth: 0, ...sys })
    const choose = async (language: string) => {
      const r = await fetch(server.url + '/language', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `language=${language}&returnTo=${encodeURIComponent(`/post/${pt.slug}/${id}`)}`,
      })
      return r.headers.get('location')
    }
    expect(await choose('en')).toBe(`/post/${en.slug}/${id}?lang=en`)
    expect(await choose('ht')).toBe(`/post/${pt.slug}/${id}?lang=ht`) // not written in it: the source's slug
    expect(await choose('pt-BR')).toBe(`/post/${pt.slug}/${id}`)
    // A draft's address is never rewritten: its slug in another language would name an unpublished title.
    const draft = (await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, limit: 1, depth: 0, ...sys })).docs[0]!
    await server.payload.update({
      collection: 'articles',
      id: draft.id,
      locale: 'en',
      data: { title: 'Secret English draft title', content: lexical('Draft.') },
      ...sys,
    })
    const asked = await fetch(server.url + '/language', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `language=en&returnTo=${encodeURIComponent(`/post/anything/${draft.id}`)}`,
    })
    expect(asked.headers.get('location')).toBe(`/post/anything/${draft.id}?lang=en`)
  })

  it('an address that names its language chooses it for the next pages, and the page is stored all the same', async () => {
    const first = await get('/arrival?lang=fr')
    expect(await first.text()).toContain('lang="fr"')
    expect(first.headers.get('set-cookie')).toMatch(/^lang=fr; Max-Age=31536000; Path=\/; SameSite=Lax/)
    // The stored page carries no cookie of its own: the next visitor by the same address gets theirs, from the store.
    const second = await get('/arrival?lang=fr')
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('set-cookie')).toMatch(/^lang=fr;/)
    // Already chosen: nothing to set; and the next page without ?lang stays in French.
    expect((await get('/arrival?lang=fr', { cookie: 'lang=fr' })).headers.get('set-cookie')).toBeNull()
    expect(await (await get('/arrival-next', { cookie: 'lang=fr', 'accept-language': 'en' })).text()).toContain('lang="fr"')
    // A preview names the language it shows, not the reader's choice (an editor previewing English keeps theirs).
    for (const path of ['/preview/abc?lang=en', '/cms-preview/1?lang=en', '/admin/compose?lang=en']) {
      expect((await get(path)).headers.get('set-cookie'), path).toBeNull()
    }
  })

  it('serves robots.txt, a sitemap with every published article, category and author, and an RSS feed', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toMatch(/Disallow: \/admin\n/)
    expect(robots).toMatch(/Disallow: \/cms\n/)
    expect(robots).toContain('Sitemap: ')

    // /sitemap.xml is an index; the URLs are in its files.
    const sitemapOf = async () => {
      const index = await (await get('/sitemap.xml')).text()
      expect(index).toContain('<sitemapindex')
      const files = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
      expect(files).toContain('/sitemap-pages.xml')
      return (await Promise.all(files.map(async (f) => (await get(f)).text()))).join('\n')
    }
    const sitemap = await sitemapOf()
    const published = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, pagination: false, ...sys })
    for (const a of published.docs) expect(sitemap).toContain(`/post/${a.slug}/${a.id}</loc>`)
    const drafts = await server.payload.find({ collection: 'articles', where: { status: { not_equals: 'published' } }, pagination: false, ...sys })
    for (const a of drafts.docs) expect(sitemap).not.toContain(`/post/${a.slug}/`)
    const categories = await server.payload.find({ collection: 'categories', where: { status: { equals: 'active' } }, pagination: false, ...sys })
    for (const c of categories.docs) expect(sitemap).toContain(`/blog?category=${c.slug}</loc>`)
    expect(sitemap).toMatch(/\/profile\/[^/]+\/\d+<\/loc>/)

    const rss = await get('/rss.xml', { 'accept-language': 'en' })
    expect(rss.headers.get('content-type'), await rss.clone().text()).toContain('application/rss+xml')
    const text = await rss.text()
    expect(text).toContain('<rss version="2.0"')
    expect(text).toContain('<language>en</language>')
    // In the feed's language: the newest article's English title (the demo translates it), linked in English.
    const newest = published.docs.sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))[0]!
    const inEnglish = await server.payload.findByID({ collection: 'articles', id: newest.id, locale: 'en', depth: 0, ...sys })
    expect(inEnglish.title).not.toBe(newest.title)
    expect(text).toContain(inEnglish.title)
    expect(text).toContain(`/post/${inEnglish.slug}/${newest.id}?lang=en</link>`) // its English address
    // The sitemap names each article's translations (hreflang); an untranslated one only its source.
    const inCreole = await server.payload.findByID({ collection: 'articles', id: newest.id, locale: 'ht', depth: 0, ...sys })
    expect(sitemap).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="ht" href="[^"]+/post/${inCreole.slug}/${newest.id}\\?lang=ht"/>`))
    // The demo translates its first two articles; the others stay pt-BR.
    const untranslated = published.docs.find((a) => Number(a.id) > 2)!
    const entry = sitemap.split('<url>').find((u) => u.includes(`/post/${untranslated.slug}/${untranslated.id}</loc>`))!
    expect(entry.match(/hreflang="([^"]+)"/g)).toEqual(['hreflang="pt-BR"', 'hreflang="x-default"'])

    // Unpublishing drops the article from both at once.
    const target = published.docs[0]!
    await server.payload.update({ collection: 'articles', id: target.id, data: { status: 'draft' }, ...sys })
    expect(await sitemapOf()).not.toContain(`/post/${target.slug}/${target.id}<`)
    expect((await get('/sitemap-articles-999.xml')).status).toBe(404)
  })

  it("holds Next's scripts back for the visitor's first act, in stored pages and in passed-through ones", async () => {
    for (const path of ['/with-scripts', '/with-scripts', '/missing-with-scripts']) {
      const html = await (await get(path)).text()
      expect(html).not.toContain('<script src="/_next/static/chunks/main.js" async="">')
      expect(html).toContain('var s=["/_next/static/chunks/main.js"]')
      expect(html.indexOf('var s=')).toBeGreaterThan(html.indexOf('self.__next_f'))
    }
    const compressed = await get('/with-scripts', { 'accept-encoding': 'br' })
    expect(compressed.headers.get('x-page-cache')).toBe('HIT')
    expect(await compressed.text()).toContain('var s=["/_next/static/chunks/main.js"]')
  })

  it("keeps a stored page's React data apart and hands it to the loader that asks, from the same stored render", async () => {
    const flight = { 'x-site-part': 'flight' }
    const page = await get('/with-data')
    const html = await page.text()
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])')
    expect(html).not.toContain('self.__next_f.push([1')
    expect(html).toContain('var s=["/_next/static/chunks/main.js"]')
    const render = Number(/page (\d+)/.exec(html)![1])
    const data = await get('/with-data', { ...flight, 'accept-encoding': 'br' })
    expect(data.status).toBe(200)
    expect(data.headers.get('content-type')).toMatch(/^application\/json/)
    expect(data.headers.get('cache-control')).toBe('no-store')
    expect(data.headers.get('vary')).toMatch(/x-site-part/i)
    expect(await data.json()).toEqual([[1, `0:{"render":${render}}\n`]])
    expect(page.headers.get('vary')).toMatch(/x-site-part/i)

    // Asked for before anyone stored the page (another instance served it): rendered and stored once.
    const before = renders
    const fresh = await get('/with-data?fresh=1', flight)
    expect(JSON.parse(((await fresh.json()) as [number, string][])[0]![1].slice(2))).toEqual({ render: before + 1 })
    const after = await get('/with-data?fresh=1')
    expect(after.headers.get('x-page-cache')).toBe('HIT')
    expect(await after.text()).toContain(`page ${before + 1}`)

    // A page that is not stored keeps its data inline, and has none to hand over.
    const missing = await (await get('/missing-with-data')).text()
    expect(missing).toContain('self.__next_f.push([1')
    expect((await get('/missing-with-data', flight)).status).toBe(404)
  })

  it('sends security headers on pages', async () => {
    const r = await get('/headers')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

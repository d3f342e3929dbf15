// On every database: the import's data fixes are SQL of each database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importBlog } from '../../services/imports'
import { ensureRoles } from '../../services/seed/roles'
import { makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { leadsTo as leadsToAddress, pageNamingItsAddress } from '../helpers/pages'
import { bodyToLexical } from '../../services/imports/bodyToLexical'
import { lexicalToHtml } from '../../services/text/lexicalHtml'
import { publicArticle, publicArticleList } from '../../services/articles/publicQueries'
import { otherTextLanguage } from '../../frontend/lib/articles/textLanguage'
import { up as respellSqlite } from '../../migrations/sqlite/20261128_040000_redirect_spelling'
import { up as respellPostgres } from '../../migrations/postgres/20261128_040000_redirect_spelling'

const JA = 'こんにちは世界'
const RU = 'Новости'
/** WordPress writes non-Latin slugs and links percent-encoded, in lower case. */
const wp = (text: string) => encodeURIComponent(text).toLowerCase()

/** A WordPress blog written in Japanese and Russian, as WordPress exports it. */
const EXPORT = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Blog</title>
<link>https://scripts.example.com</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://scripts.example.com</wp:base_site_url>
<wp:base_blog_url>https://scripts.example.com</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[yuki]]></wp:author_login><wp:author_email><![CDATA[yuki@scripts.example.com]]></wp:author_email><wp:author_display_name><![CDATA[Yuki]]></wp:author_display_name><wp:author_first_name><![CDATA[]]></wp:author_first_name><wp:author_last_name><![CDATA[]]></wp:author_last_name></wp:author>
<wp:category><wp:term_id>1</wp:term_id><wp:category_nicename><![CDATA[${wp(RU)}]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[${RU}]]></wp:cat_name></wp:category>
<wp:tag><wp:term_id>2</wp:term_id><wp:tag_slug><![CDATA[stars]]></wp:tag_slug><wp:tag_name><![CDATA[★★★]]></wp:tag_name></wp:tag>
<item>
<title><![CDATA[${JA}]]></title>
<link>https://scripts.example.com/2026/01/${wp(JA)}/</link>
<dc:creator><![CDATA[yuki]]></dc:creator>
<content:encoded><![CDATA[<p>本文です。<a href="https://scripts.example.com/2026/01/second/">次へ</a>, <a href="http://www.scripts.example.com/files/guide.pdf">PDF</a>, <a href="https://other.example.org/x">外</a></p>]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_id>10</wp:post_id>
<wp:post_date_gmt><![CDATA[2026-01-05 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[${wp(JA)}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="${wp(RU)}"><![CDATA[${RU}]]></category>
<category domain="post_tag" nicename="stars"><![CDATA[★★★]]></category>
</item>
<item>
<title><![CDATA[Second post]]></title>
<link>https://scripts.example.com/2026/01/second/</link>
<dc:creator><![CDATA[kenji]]></dc:creator>
<content:encoded><![CDATA[<p>Written by someone the channel never declared. <a href="https://scripts.example.com/2026/01/${wp(JA)}/#top">Back</a></p>]]></content:encoded>
<wp:post_id>11</wp:post_id>
<wp:post_date_gmt><![CDATA[2026-01-06 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[second]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
</item>
</channel>
</rss>
`

/**
 * A blog in any script (issue #44, item 4): titles and terms get readable slugs, no term an empty
 * one, and every old address answers whatever the case of its percent-encoding; addresses kept
 * before in another spelling are respelled once by a migration.
 */
describe('importing a blog written in other scripts', () => {
  let server: TestServer
  let dir: string
  const sys = { overrideAccess: true, depth: 0 } as const
  const leadsTo = (p: string) => leadsToAddress(server, p)

  beforeAll(async () => {
    server = await startTestServer({ fallback: pageNamingItsAddress })
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'scripts', ['article_management'], 'admin')
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-scripts-'))
    const file = path.join(dir, 'blog.xml')
    await writeFile(file, EXPORT)
    await importBlog(server.payload, { file })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('gives a Japanese title, a Russian category and a tag of symbols readable, non-empty slugs', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: JA } }, ...sys })
    expect(docs[0]?.slug).toBe('konnichiha-shi-jie')
    const category = await server.payload.find({ collection: 'categories', where: { name: { equals: RU } }, ...sys })
    expect(category.docs[0]?.slug).toBe('novosti')
    const tag = await server.payload.find({ collection: 'tags', where: { name: { equals: '★★★' } }, ...sys })
    expect(tag.docs[0]?.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('signs a post with the author its dc:creator names, even one the channel never declared', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: 'Second post' } }, ...sys })
    const author = await server.payload.findByID({ collection: 'users', id: docs[0]!.author as number, ...sys })
    expect(author).toMatchObject({ name: 'kenji', email: 'kenji@imported.invalid', type: 'author' })
    const kept = await server.payload.find({ collection: 'redirects', where: { path: { equals: '/author/kenji' } }, ...sys })
    expect(kept.docs[0]?.target).toBe(String(author.id))
  })

  it("turns links to the old blog's pages into paths here, where they lead on; files and other sites keep theirs", async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: JA } }, ...sys })
    const html = lexicalToHtml(docs[0]!.content)
    const second = await server.payload.find({ collection: 'articles', where: { title: { equals: 'Second post' } }, ...sys })
    // A link to a post imported after it is mended once every post is in: straight to its address, not through the 301.
    expect(html).toContain(`href="/post/second/${second.docs[0]!.id}"`)
    expect(html).toContain('href="http://www.scripts.example.com/files/guide.pdf"')
    expect(html).toContain('href="https://other.example.org/x"')
    expect(await leadsTo('/2026/01/second/')).toBe(`/post/second/${second.docs[0]!.id}`)
    // Mending kept the date the post had on the old blog.
    expect(docs[0]!.createdAt).toBe('2026-01-05T10:00:00.000Z')
    // A link to a post imported before it goes straight to that post's address here (issue #44, item 2).
    expect(lexicalToHtml(second.docs[0]!.content)).toContain(`href="/post/konnichiha-shi-jie/${docs[0]!.id}#top"`)
    // Ghost writes its own address as a placeholder.
    const ghost = await bodyToLexical('<p><a href="__GHOST_URL__/welcome/">Welcome</a></p>', '', server.payload.config, async () => null)
    expect(lexicalToHtml(ghost.content)).toContain('href="/welcome/"')
  })

  it('converts the same body the same way across the shared window being replaced, one body at a time or two at once (issue #44, item 6)', async () => {
    // happy-dom keeps every query of a document; the converter replaces its window every 250 bodies to stay flat.
    const html = '<h2>Seção</h2><p>Texto com <a href="https://example.com/x">um link</a> e <strong>negrito</strong>.</p><ul><li>um</li><li>dois</li></ul>'
    const convert = async () => lexicalToHtml((await bodyToLexical(html, '', server.payload.config, async () => null)).content)
    const first = await convert()
    expect(first).toContain('<h2>Seção</h2>')
    const outputs: string[] = []
    for (let i = 0; i < 300; i++) outputs.push(await convert())
    for (let i = 0; i < 150; i++) outputs.push(...(await Promise.all([convert(), convert()])))
    expect(new Set(outputs)).toEqual(new Set([first]))
  }, 120_000)

  it("keeps tables, definition lists, code indentation and a poem's lines (issue #44, item 3)", async () => {
    const body = await bodyToLexical(
      [
        '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Pro</td><td colspan="1">29</td></tr></tbody></table>',
        '<dl><dt>WXR</dt><dd>WordPress eXtended RSS</dd><dd>an export</dd></dl>',
        '<pre>if (a) {\n\treturn b\n}</pre>',
        '<pre class="wp-block-verse">Roses are red,\n  violets are blue</pre>',
      ].join(''),
      '',
      server.payload.config,
      async () => null,
    )
    const html = lexicalToHtml(body.content)
    expect(html).toContain(
      '<table><tbody><tr><th scope="col"><p>Plan</p></th><th scope="col"><p>Price</p></th></tr><tr><td><p>Pro</p></td><td><p>29</p></td></tr></tbody></table>',
    )
    expect(html).toMatch(/<li[^>]*><strong>WXR<\/strong><br \/>WordPress eXtended RSS<br \/>an export<\/li>/)
    expect(html).toContain('<code>\u00a0\u00a0\u00a0\u00a0return b</code>')
    // A poem is text in lines, not code.
    expect(html).toContain('<p>Roses are red,<br />\u00a0\u00a0violets are blue</p>')
    expect(body.notes).toContainEqual({ code: 'definitionListAsList' })
  })

  it("keeps captions as the line under what they caption, and names the old blog's video and audio files (issue #64, item 3)", async () => {
    const body = await bodyToLexical(
      [
        '<figure class="kg-card kg-image-card"><img src="https://cdn.example.com/a.jpg" alt="A"><figcaption>A <b>caption</b></figcaption></figure>',
        '<figure class="kg-card kg-video-card"><div class="kg-video-container"><video src="__GHOST_URL__/content/media/2024/01/clip.mp4"></video></div><figcaption>Clip caption</figcaption></figure>',
        '<div class="kg-card kg-audio-card"><audio src="__GHOST_URL__/content/media/2024/01/a.mp3"></audio><div class="kg-audio-title">Episode 1</div></div>',
      ].join(''),
      '',
      server.payload.config,
      async () => 7,
    )
    const html = lexicalToHtml(body.content)
    // In italics, its own bold kept, on a line of its own after the image.
    expect(html).toMatch(/<em>A <\/em>/)
    expect(html.replace(/<\/?(em|strong)>/g, '')).toContain('<p>A caption</p>')
    expect(html).toContain('clip.mp4')
    expect(html).toContain('<em>Clip caption</em>')
    expect(html).toContain('Episode 1')
    expect(html).not.toContain('__GHOST_URL__')
    expect(body.notes.filter((n) => n.code === 'mediaNotBrought')).toEqual([
      { code: 'mediaNotBrought', detail: '/content/media/2024/01/clip.mp4' },
      { code: 'mediaNotBrought', detail: '/content/media/2024/01/a.mp3' },
    ])
  })

  it('imports the posts after one nested 10,000 levels deep, that one as its text, named in the report (issue #64, item 2)', async () => {
    const deep = `${'<div>'.repeat(10_000)}<p>Bottom line</p>${'</div>'.repeat(10_000)}`
    const item = (id: number, title: string, body: string) =>
      `<item><title><![CDATA[${title}]]></title><link>https://deep.example.com/?p=${id}</link><dc:creator><![CDATA[yuki]]></dc:creator><content:encoded><![CDATA[${body}]]></content:encoded><wp:post_id>${id}</wp:post_id><wp:post_date_gmt>2026-01-0${id} 10:00:00</wp:post_date_gmt><wp:post_name><![CDATA[deep-${id}]]></wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><category domain="category" nicename="${wp(RU)}"><![CDATA[${RU}]]></category></item>`
    const file = path.join(dir, 'deep.xml')
    const channel = EXPORT.slice(0, EXPORT.indexOf('<item>')).replace(/scripts\.example\.com/g, 'deep.example.com')
    const list = 'Our plans:\n<ul>\n\t<li>One</li>\n\t<li>Two</li>\n</ul>\nPrices\n<table>\n<tbody>\n<tr>\n<td>Pro</td>\n</tr>\n</tbody>\n</table>'
    // And WordPress's empty page of posts, led to by the menu: this product's blog is what both stand for (issue #64, item 5).
    const blogPage = `<item><title><![CDATA[Blog]]></title><content:encoded><![CDATA[]]></content:encoded><wp:post_id>3</wp:post_id><wp:post_name><![CDATA[blog]]></wp:post_name><wp:status>publish</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>page</wp:post_type></item>`
    const menuItem = `<item><title><![CDATA[]]></title><wp:post_id>4</wp:post_id><wp:menu_order>1</wp:menu_order><wp:post_type>nav_menu_item</wp:post_type><category domain="nav_menu" nicename="main"><![CDATA[Main]]></category><wp:postmeta><wp:meta_key>_menu_item_type</wp:meta_key><wp:meta_value>post_type</wp:meta_value></wp:postmeta><wp:postmeta><wp:meta_key>_menu_item_object</wp:meta_key><wp:meta_value>page</wp:meta_value></wp:postmeta><wp:postmeta><wp:meta_key>_menu_item_object_id</wp:meta_key><wp:meta_value>3</wp:meta_value></wp:postmeta><wp:postmeta><wp:meta_key>_menu_item_menu_item_parent</wp:meta_key><wp:meta_value>0</wp:meta_value></wp:postmeta></item>`
    await writeFile(file, `${channel}${blogPage}${menuItem}${item(1, 'Deep one', deep)}${item(2, 'Classic list', list)}</channel></rss>`)
    const report = await importBlog(server.payload, { file })
    expect(report.articles.created).toBe(2)
    expect(report.notes.bodyAsText).toEqual({ count: 1, examples: [{ item: 'Deep one', detail: '> 256 levels' }] })
    expect(report.notes.placeholderPage).toEqual({ count: 1, examples: [{ item: 'Blog', detail: '/blog' }] })
    expect(report.pages).toEqual({ created: 0, existing: 0 })
    const header = (await server.payload.findGlobal({ slug: 'navigation', ...sys })).header ?? []
    expect(header.map((row) => [row.label, row.kind, row.url])).toContainEqual(['Blog', 'address', '/blog'])
    const [deepOne, classic] = await Promise.all(
      ['Deep one', 'Classic list'].map(
        async (title) => (await server.payload.find({ collection: 'articles', where: { title: { equals: title } }, ...sys })).docs[0]!,
      ),
    )
    expect(lexicalToHtml(deepOne!.content)).toContain('Bottom line')
    // The classic editor's list: its two items and no empty one; its table with no blank line before it.
    const html = lexicalToHtml(classic!.content)
    expect(html.match(/<li\b/g)).toHaveLength(2)
    expect(html).not.toMatch(/<li[^>]*>\s*<\/li>|<br \/>\s*<table|<p>\s*(<br \/>\s*)*<\/p>/)
    expect(html).toMatch(/<p>Prices<\/p>(<div [^>]*>)?<table>/)
  }, 60_000)

  it('answers the old addresses in lower-case, upper-case and raw spelling', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: JA } }, ...sys })
    const now = `/post/konnichiha-shi-jie/${docs[0]!.id}`
    expect(await leadsTo(`/2026/01/${wp(JA)}/`)).toBe(now)
    expect(await leadsTo(`/2026/01/${encodeURIComponent(JA)}`)).toBe(now)
    expect(await leadsTo(`/category/${wp(RU)}/`)).toBe('/blog?category=novosti')
    expect(await leadsTo(`/category/${encodeURIComponent(RU)}/`)).toBe('/blog?category=novosti')
  })

  it('respells addresses kept before in another spelling, keeping one row per address', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: JA } }, ...sys })
    const target = String(docs[0]!.id)
    // As an earlier release kept them: lower-case escapes, and one address twice in two spellings.
    const old = [`/old/${wp(JA)}`, `/raw/${JA}`, `/2026/01/${wp(JA)}`]
    for (const p of old) await server.payload.db.create({ collection: 'redirects', data: { path: p, kind: 'article', target, language: 'pt-BR' } })
    const drizzle = (server.payload.db as unknown as { drizzle: unknown }).drizzle
    const args = { db: drizzle, payload: server.payload, req: {} } as never
    await (server.db.kind === 'postgres' ? respellPostgres(args) : respellSqlite(args))
    const kept = await server.payload.find({ collection: 'redirects', where: { target: { equals: target } }, limit: 50, ...sys })
    const paths = kept.docs.map((d) => d.path)
    expect(paths).toEqual(expect.arrayContaining([`/old/${encodeURIComponent(JA)}`, `/raw/${encodeURIComponent(JA)}`, `/2026/01/${encodeURIComponent(JA)}`]))
    expect(paths.filter((p) => p === `/2026/01/${encodeURIComponent(JA)}`)).toHaveLength(1)
    expect(paths.some((p) => /%[0-9a-f]{2}/.test(p.replace(/%[0-9A-F]{2}/g, '')) || /[^\p{ASCII}]/u.test(p))).toBe(false)
    expect(await leadsTo(`/old/${wp(JA)}`)).toBe(`/post/konnichiha-shi-jie/${target}`)
  })
})

/** A Ghost export with fields left out (issue #44, item 4): each item imported as what it is, the field named in the report. */
describe('importing a Ghost export with missing fields', () => {
  let server: TestServer
  let dir: string
  let report: Awaited<ReturnType<typeof importBlog>>
  const sys = { overrideAccess: true, depth: 0 } as const
  const post = (id: string, title: string, fields: Record<string, unknown>) => ({
    id,
    uuid: `00000000-0000-4000-8000-0000000000${id}`,
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    html: `<p>${title}.</p>`,
    type: 'post',
    visibility: 'public',
    created_at: '2023-11-20T10:00:00.000Z',
    updated_at: '2023-11-22T08:30:00.000Z',
    ...fields,
  })

  beforeAll(async () => {
    server = await startTestServer({})
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'ghostfields', ['article_management'], 'admin')
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-ghost-fields-'))
    const file = path.join(dir, 'ghost.json')
    const data = {
      posts: [
        post('11', 'Dateless', { status: 'published', published_at: null }),
        post('12', 'Stateless', { status: null, published_at: null }),
        // Live, without its slug and without any id: imported, and named.
        post('13', 'Slugless', { status: 'published', published_at: '2023-11-21T10:00:00.000Z', slug: undefined, uuid: undefined, id: undefined }),
      ],
      // A user without its e-mail: still a user (it has a password and a last sign-in), never a tag.
      users: [{ id: '5', name: 'Sem Email', slug: 'sem-email', password: 'x', last_seen: null, status: 'active', bio: null }],
      // A tag without its slug: named by its name's (issue #64), never dropped.
      tags: [
        { id: '7', name: 'Notícias', slug: 'noticias', visibility: 'public' },
        { id: '8', name: 'Sem Slug', visibility: 'public' },
      ],
      posts_authors: [{ id: 'a', post_id: '11', author_id: '5', sort_order: 0 }],
      posts_tags: [
        { id: 't', post_id: '11', tag_id: '7', sort_order: 0 },
        { id: 'u', post_id: '11', tag_id: '8', sort_order: 1 },
      ],
    }
    await writeFile(file, JSON.stringify({ db: [{ meta: { version: '5.75.0' }, data }] }))
    report = await importBlog(server.payload, { file })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('makes a user without e-mail an author, not a tag, and says so', async () => {
    const tags = await server.payload.find({ collection: 'tags', where: { name: { equals: 'Sem Email' } }, ...sys })
    expect(tags.docs).toHaveLength(0)
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: 'Dateless' } }, ...sys, depth: 1 })
    expect(docs[0]?.author).toMatchObject({ name: 'Sem', type: 'author' })
    expect(report.notes.fieldMissing!.examples).toEqual(expect.arrayContaining([{ item: 'Sem Email', detail: 'email: 5@imported.invalid' }]))
  })

  it('imports a live post without slug or id, named in the report', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: 'Slugless' } }, ...sys })
    expect(docs.map((doc) => [doc.slug, doc.status])).toEqual([['slugless', 'published']])
    expect(report.notes.fieldMissing!.examples).toEqual(
      expect.arrayContaining([
        { item: 'Slugless', detail: 'id' },
        { item: 'Slugless', detail: 'slug' },
      ]),
    )
  })

  it('keeps a tag the export left without a slug, under its name’s', async () => {
    const tags = await server.payload.find({ collection: 'tags', where: { name: { equals: 'Sem Slug' } }, ...sys })
    expect(tags.docs.map((tag) => tag.slug)).toEqual(['sem-slug'])
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: 'Dateless' } }, ...sys })
    expect(docs[0]?.tags).toContain(tags.docs[0]!.id)
  })

  it('dates a live post without a date by its last change, and keeps a post without a state back as a draft, each named', async () => {
    const dateless = (await server.payload.find({ collection: 'articles', where: { title: { equals: 'Dateless' } }, ...sys })).docs[0]!
    expect(dateless.status).toBe('published')
    expect(new Date(dateless.publishedAt as string).toISOString()).toBe('2023-11-22T08:30:00.000Z')
    const stateless = (await server.payload.find({ collection: 'articles', where: { title: { equals: 'Stateless' } }, ...sys })).docs[0]!
    expect(stateless.status).toBe('draft')
    expect(report.notes.fieldMissing!.examples).toEqual(
      expect.arrayContaining([
        { item: 'Dateless', detail: 'published_at: 2023-11-22T08:30:00.000Z' },
        { item: 'Stateless', detail: 'status: draft' },
      ]),
    )
  })
})

/** An English blog: one post and one page, as WordPress exports them. */
const ENGLISH = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://english.example.com</wp:base_site_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[jane]]></wp:author_login><wp:author_email><![CDATA[jane@english.example.com]]></wp:author_email><wp:author_display_name><![CDATA[Jane Doe]]></wp:author_display_name></wp:author>
<item>
<title><![CDATA[Hello from London]]></title>
<link>https://english.example.com/hello-from-london/</link>
<dc:creator><![CDATA[jane]]></dc:creator>
<content:encoded><![CDATA[<p>An English post.</p>]]></content:encoded>
<wp:post_id>5</wp:post_id>
<wp:post_date_gmt><![CDATA[2026-02-01 10:00:00]]></wp:post_date_gmt>
<wp:post_name><![CDATA[hello-from-london]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_type><![CDATA[post]]></wp:post_type>
</item>
<item>
<title><![CDATA[About the company]]></title>
<link>https://english.example.com/company/</link>
<dc:creator><![CDATA[jane]]></dc:creator>
<content:encoded><![CDATA[<p>Who we are.</p>]]></content:encoded>
<wp:post_id>6</wp:post_id>
<wp:post_name><![CDATA[company]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status>
<wp:post_parent>0</wp:post_parent>
<wp:post_type><![CDATA[page]]></wp:post_type>
</item>
<item>
<title><![CDATA[Company]]></title>
<wp:post_id>7</wp:post_id>
<wp:menu_order>1</wp:menu_order>
<wp:post_type><![CDATA[nav_menu_item]]></wp:post_type>
<category domain="nav_menu" nicename="main"><![CDATA[Main]]></category>
<wp:postmeta><wp:meta_key>_menu_item_type</wp:meta_key><wp:meta_value><![CDATA[post_type]]></wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_menu_item_object</wp:meta_key><wp:meta_value><![CDATA[page]]></wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_menu_item_object_id</wp:meta_key><wp:meta_value><![CDATA[6]]></wp:meta_value></wp:postmeta>
<wp:postmeta><wp:meta_key>_menu_item_menu_item_parent</wp:meta_key><wp:meta_value><![CDATA[0]]></wp:meta_value></wp:postmeta>
</item>
</channel>
</rss>
`

/**
 * `--language en` (issue #44, item 4): an English blog reads as English on the English pages,
 * with no "not yet translated" note, and as an English original on the Portuguese ones.
 */
describe('importing a blog written in English', () => {
  let server: TestServer
  let dir: string
  const sys = { overrideAccess: true, depth: 0 } as const

  beforeAll(async () => {
    server = await startTestServer({ fallback: pageNamingItsAddress })
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'english', ['article_management'], 'admin')
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-english-'))
    await writeFile(path.join(dir, 'blog.xml'), ENGLISH)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('refuses a language the site does not have before writing anything', async () => {
    await expect(importBlog(server.payload, { file: path.join(dir, 'blog.xml'), language: 'de' as never })).rejects.toMatchObject({ code: 'language' })
    expect((await server.payload.count({ collection: 'articles', ...sys })).totalDocs).toBe(0)
  })

  it('stores the articles and pages as written in English, and the site says which language a text is in', async () => {
    await importBlog(server.payload, { file: path.join(dir, 'blog.xml'), language: 'en' })
    const { docs } = await server.payload.find({ collection: 'articles', locale: 'en', fallbackLocale: false, ...sys })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ title: 'Hello from London', slug: 'hello-from-london', language: 'en' })
    const id = String(docs[0]!.id)
    // Read in English: written in it (no note); read in Portuguese: the English original, said so.
    const english = await publicArticle(server.payload, 'hello-from-london', id, 'en')
    expect(english.translated).toContain('en')
    expect(english.original).toBe('en')
    expect(otherTextLanguage(english, 'en')).toBeUndefined()
    const portuguese = await publicArticle(server.payload, 'hello-from-london', id, 'pt-BR')
    expect(otherTextLanguage(portuguese, 'pt-BR')).toBe('en')
    expect(otherTextLanguage(await publicArticle(server.payload, 'hello-from-london', id, 'fr'), 'fr')).toBe('en')
    // The cards of the lists say the same.
    for (const [locale, lang] of [
      ['pt-BR', 'en'],
      ['en', 'en'],
      ['es', 'en'],
    ] as const) {
      const list = await publicArticleList(server.payload, { page: 1, limit: 10, locale })
      expect(
        list.data.map((card) => card.lang),
        locale,
      ).toEqual([lang])
    }
    const page = await server.payload.find({ collection: 'pages', where: { path: { equals: '/company' } }, locale: 'en', fallbackLocale: false, ...sys })
    expect(page.docs[0]?.title).toBe('About the company')
  })

  it('leaves menus staff changed since the first start as they are, and says so', async () => {
    // Seeded an hour ago, then edited by staff: the import must not put the old blog's menu in their place.
    await server.payload.updateGlobal({
      slug: 'navigation',
      data: { header: [{ label: 'Ours', kind: 'address', url: '/ours' }], seededAt: new Date(Date.now() - 3_600_000).toISOString() },
      ...sys,
    })
    await writeFile(
      path.join(dir, 'again.xml'),
      ENGLISH.replaceAll('english.example.com', 'english-two.example.com').replaceAll('Hello from London', 'Hello again'),
    )
    const report = await importBlog(server.payload, { file: path.join(dir, 'again.xml'), language: 'en' })
    expect(report.notes.menusKept?.examples).toEqual([{ item: 'Main' }])
    expect(report.skipped.menuItems).toBe(1)
    expect((await server.payload.findGlobal({ slug: 'navigation', ...sys })).header?.map((item) => item.label)).toEqual(['Ours'])
  })

  it('takes the language the export names when none is chosen, keeps the old slug in it, and a one-word name as it is (issue #64, item 4)', async () => {
    const file = path.join(dir, 'named.xml')
    await writeFile(
      file,
      ENGLISH.replaceAll('english.example.com', 'english-three.example.com')
        .replace('<channel>', '<channel>\n<language>en-US</language>')
        .replace('<![CDATA[Jane Doe]]>', '<![CDATA[Prince]]>')
        .replace('<title><![CDATA[Hello from London]]></title>', '<title><![CDATA[A title unlike its address]]></title>')
        .replace('<![CDATA[hello-from-london]]>', '<![CDATA[old-address-kept]]>'),
    )
    const report = await importBlog(server.payload, { file })
    expect(report.language).toBe('en')
    const where = { title: { equals: 'A title unlike its address' } }
    const [english, portuguese] = await Promise.all(
      (['en', 'pt-BR'] as const).map(
        async (locale) => (await server.payload.find({ collection: 'articles', where, locale, fallbackLocale: false, ...sys })).docs[0],
      ),
    )
    expect(english).toMatchObject({ slug: 'old-address-kept', language: 'en' })
    expect(portuguese?.slug).toBe('old-address-kept')
    const author = await server.payload.find({ collection: 'users', where: { email: { equals: 'jane@english-three.example.com' } }, ...sys })
    // No invented fields: the export names no position, so the author has none (issue #64, item 4).
    expect(author.docs[0]).toMatchObject({ name: 'Prince', last_name: '', full_name: 'Prince', position: null })
  })
})

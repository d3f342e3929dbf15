import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '../../domain/imports'
import type { Article, Media, User } from '../../payload-types'
import { importBlog } from '../../services/imports'
import { publicMenus } from '../../services/navigation/menus'
import { ensureRoles } from '../../services/seed/roles'
import { lexicalToHtml } from '../../services/text/lexicalHtml'
import { makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { leadsTo as leadsToAddress, pageNamingItsAddress } from '../helpers/pages'
import { everyArticleOpensAndSaves } from '../helpers/writingEditor'

const FIXTURE = path.resolve(__dirname, '../fixtures/ghost/ghost-5.json')

/**
 * A Ghost export (built from Ghost's documented format: tests/fixtures/README.md) moved in, on
 * SQLite and PostgreSQL: posts with their statuses, dates, primary tag as category, tags,
 * authors, cards simplified with notes, images from a copy of content/images, old addresses.
 */
describe('importing a Ghost export', () => {
  let server: TestServer
  let media: string
  let report: ImportReport
  let again: ImportReport
  const sys = { overrideAccess: true, depth: 0 } as const
  const leadsTo = (path: string) => leadsToAddress(server, path)
  const titled = async (title: string, depth = 0): Promise<Article> => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { title: { equals: title } }, limit: 1, ...sys, depth })
    expect(docs, title).toHaveLength(1)
    return docs[0]!
  }

  beforeAll(async () => {
    server = await startTestServer({ fallback: pageNamingItsAddress })
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'ghostimporter', ['article_management'], 'admin')
    media = await mkdtemp(path.join(os.tmpdir(), 'ghost-images-'))
    for (const file of ['2023/11/cover.jpg', '2023/11/desk.jpg', '2023/11/one.jpg']) {
      await mkdir(path.dirname(path.join(media, file)), { recursive: true })
      await writeFile(
        path.join(media, file),
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
          .jpeg()
          .toBuffer(),
      )
    }
    report = await importBlog(server.payload, { file: FIXTURE, mediaDir: media, download: false })
    again = await importBlog(server.payload, { file: FIXTURE, mediaDir: media, download: false })
  }, 300_000)
  afterAll(async () => {
    await server?.close()
    if (media) await rm(media, { recursive: true, force: true })
  })

  it('imports the posts and the page, with their statuses and dates', async () => {
    expect(report).toMatchObject({ format: 'ghost', posts: 5, articles: { created: 5, existing: 0 }, statuses: { published: 2, scheduled: 1, draft: 2 } })
    expect(report.skipped.pages).toBe(0)
    expect(report.pages).toEqual({ created: 1, existing: 0 })
    expect(again.pages).toEqual({ created: 0, existing: 1 })
    // Ghost's page as a page here at its old slug (issue #44, item 2).
    const { docs } = await server.payload.find({ collection: 'pages', where: { path: { equals: '/about' } }, ...sys })
    expect(docs[0]).toMatchObject({ title: 'About us', _status: 'published' })
    const layout = docs[0]!.layout as { blockType: string; content?: unknown }[]
    expect(lexicalToHtml(layout[0]!.content as never)).toContain('A page, not a post.')
    const welcome = await titled('Welcome to Ghost')
    expect(welcome).toMatchObject({ status: 'published', slug: 'welcome', excerpt: 'The first post of the blog.' })
    expect(welcome.publishedAt).toBe('2023-11-21T09:00:00.000Z')
    expect(welcome.createdAt).toBe('2023-11-20T10:00:00.000Z')
    expect(welcome.updatedAt).toBe('2023-11-22T08:30:00.000Z')
    const scheduled = await titled('Coming next year')
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: '2031-01-15T09:00:00.000Z' })
    expect((await titled('Writing in progress')).status).toBe('draft')
    expect((await titled('For members only')).status).toBe('draft')
    expect(report.notes.privateAsDraft!.examples).toEqual([{ item: 'For members only', detail: 'paid' }])
  })

  it('makes the primary tag the category and public tags tags; internal tags stay out', async () => {
    const welcome = await titled('Welcome to Ghost', 1)
    expect((welcome.categories as { name: string }[]).map((c) => c.name)).toEqual(['Getting Started'])
    expect((welcome.tags as { name: string }[]).map((t) => t.name).sort()).toEqual(['Getting Started', 'News'])
    expect((await server.payload.count({ collection: 'tags', where: { name: { like: 'hidden' } }, ...sys })).totalDocs).toBe(0)
    const draft = await titled('Writing in progress', 1)
    expect((draft.categories as { name: string }[]).map((c) => c.name)).toEqual(['Importados'])
    expect(report.notes.noCategory!.count).toBe(3)
  })

  it('brings the authors in as inactive author users, their bylines public', async () => {
    const welcome = await titled('Welcome to Ghost', 1)
    expect(welcome.author as User).toMatchObject({
      email: 'ana@ghost.example',
      full_name: 'Ana Souza',
      type: 'author',
      status: 'inactive',
      biography: 'Editor of the blog.',
    })
    expect(((await titled('Coming next year', 1)).author as User).email).toBe('bruno@ghost.example')
  })

  it('converts the body: list, heading, quote, code, images from content/images, cards simplified', async () => {
    const welcome = await titled('Welcome to Ghost', 2)
    const html = lexicalToHtml(welcome.content)
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*>Fast pages/)
    expect(html).toMatch(/<h2[^>]*>What you get<\/h2>/)
    expect(html).toMatch(/<blockquote[^>]*>Write, publish, grow\./)
    expect(html).toMatch(/<code[^>]*>const ghost = true/)
    expect(html).toMatch(/<img src="[^"]+" alt="A writing desk"/)
    expect(html).toMatch(/alt="First"/)
    expect(html).toContain('Where it is written')
    expect(html).toContain('href="https://ghost.org/docs/"')
    expect(html).toContain('href="https://www.youtube.com/embed/abc123"')
    expect(
      report.notes
        .embedAsLink!.examples.filter((e) => e.item === 'Welcome to Ghost')
        .map((e) => e.detail)
        .sort(),
    ).toEqual(['ghost.org', 'www.youtube.com'])
    expect(report.notes.gallerySimplified!.examples).toEqual([{ item: 'Welcome to Ghost', detail: '2' }])
    expect(report.notes.imageMissing!.examples).toEqual([{ item: 'Welcome to Ghost', detail: '__GHOST_URL__/content/images/2023/11/two.jpg' }])
    const cover = welcome.image as Media
    expect(cover.filename).toMatch(/^cover/)
    expect(welcome.imageAlt).toBe("The blog's first cover")
  })

  it('converts a post Ghost 5 exported with its Lexical state only, each simplified card named (issue #44, item 3)', async () => {
    const html = lexicalToHtml((await titled('Lexical only')).content)
    expect(html).toContain('Written in Ghost 5&#39;s editor, exported without HTML.')
    expect(html).toMatch(/<h2[^>]*>Cards<\/h2>/)
    expect(html).toMatch(/<li[^>]*>first<\/li>/)
    expect(html).toMatch(/<strong>second<\/strong>/)
    // Code keeps its lines and its indentation.
    expect(html).toMatch(/<code>function hello\(\) \{<\/code><br \/><code>\u00a0\u00a0return &#39;ghost&#39;<\/code>/)
    expect(html).toMatch(/<blockquote[^>]*>💡 Remember to subscribe\./)
    expect(html).toContain('<a href="https://ghost.org/docs/">Ghost docs</a>')
    // An HTML card's table stays a table.
    expect(html).toMatch(/<table><tbody><tr><th scope="col"><p>Plan<\/p><\/th>/)
    expect(html).toMatch(/<h3[^>]*>Is it free\?<\/h3>/)
    // __GHOST_URL__/welcome/: the welcome post, imported before it, at its address here.
    expect(html).toContain(`href="/post/welcome/${(await titled('Welcome to Ghost')).id}"`)
    expect(html).toContain('After the paywall.')
    const cards = report.notes.cardSimplified!.examples.filter((e) => e.item === 'Lexical only').map((e) => e.detail)
    expect(cards.sort()).toEqual(['callout', 'toggle'])
    expect(report.notes.shortcodeRemoved!.examples).toContainEqual({ item: 'Lexical only', detail: 'ghost:paywall' })
  })

  it("makes Ghost's primary navigation the header and its secondary one the footer", async () => {
    const welcome = await titled('Welcome to Ghost')
    const menus = await publicMenus(server.payload)
    expect(menus.header).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About us', href: '/about' },
      { label: 'Welcome', href: `/post/welcome/${welcome.id}` },
    ])
    expect(menus.footer).toEqual([{ label: 'Ghost', href: 'https://ghost.org' }])
    // Ghost's members' portal has no like here: named, not silently dropped.
    expect(report.notes.menuItemsDropped?.examples).toContainEqual({ item: 'Sign up', detail: '#/portal/' })
  })

  it('answers the old addresses with a 301', async () => {
    const welcome = await titled('Welcome to Ghost')
    expect(await leadsTo('/welcome/')).toBe(`/post/welcome/${welcome.id}`)
    expect(await leadsTo('/tag/news/')).toBe('/blog?tag=news')
    const { docs } = await server.payload.find({ collection: 'users', where: { email: { equals: 'ana@ghost.example' } }, ...sys })
    expect(await leadsTo('/author/ana/')).toBe(`/profile/${docs[0]!.uniqueKey}/${docs[0]!.id}`)
    expect(await leadsTo('/contact')).toBe(200) // this product's own page: never an old address
  })

  it('changes nothing when imported again', async () => {
    expect(again.articles).toEqual({ created: 0, existing: 5 })
    expect(again.authors).toEqual({ created: 0, existing: 2 })
    expect(again.tags.created + again.categories.created + again.images.created + again.redirects.created).toBe(0)
    expect((await server.payload.count({ collection: 'articles', ...sys })).totalDocs).toBe(5)
  })

  // Last: it edits every article.
  it('opens every imported article in the writing screen, saves it unchanged, and takes an edit (issue #59)', async () => {
    expect(await everyArticleOpensAndSaves(server.payload)).toBeGreaterThan(2)
  })
})

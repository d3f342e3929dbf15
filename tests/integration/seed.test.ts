// On every database: the seed writes every table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { ensureRoles } from '../../services/seed/roles'
import { ACCESS_AREAS } from '../../domain/access'
import { startTestServer, type TestServer } from '../helpers/boot'
import { MOTIFS } from '../../services/seed/content/motifs'
import { lexicalToHtml } from '../../services/text/lexicalHtml'

const ADMIN = { adminEmail: 'owner@example.com', adminPassword: 'Str0ng!Passw0rd' }
const sys = { overrideAccess: true } as const

describe('demo seed', () => {
  let server: TestServer
  const count = async (collection: 'articles' | 'users' | 'categories' | 'tags' | 'media' | 'faqs' | 'roles', where = {}) =>
    (await server.payload.count({ collection, where, ...sys })).totalDocs

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    expect(await seedDemoContent(server.payload, ADMIN)).toBe('seeded')
  })
  afterAll(async () => server?.close())

  it("gives the review step a writer and an editor who sign in with the admin's demo password (issue #45, item 4)", async () => {
    for (const [email, access] of [
      ['redator@example.com', ['article_writing']],
      ['editora@example.com', ['dashboard', 'article_management']],
    ] as const) {
      const { user } = await server.payload.login({ collection: 'users', data: { email, password: ADMIN.adminPassword } })
      expect(user!.access).toEqual(access)
      expect(user!.status).toBe('active')
    }
  })

  it('creates the content that makes the site look real', async () => {
    expect(await count('roles')).toBe(ACCESS_AREAS.length)
    expect(await count('articles', { status: { equals: 'published' } })).toBeGreaterThanOrEqual(12)
    expect(await count('articles', { status: { equals: 'scheduled' } })).toBe(2)
    expect(await count('articles', { status: { equals: 'draft' } })).toBe(2)
    expect(await count('categories')).toBeGreaterThanOrEqual(4)
    expect(await count('tags')).toBeGreaterThanOrEqual(6)
    expect(await count('faqs', { product: { equals: 'rc-sistemI' } })).toBeGreaterThan(0)

    const company = await server.payload.findGlobal({ slug: 'company', ...sys })
    expect(company.name).toBe('RC Sistemas')
    expect(company.logo).toBeTruthy()
    expect((await server.payload.findGlobal({ slug: 'layout-settings', ...sys })).currentVersion).toBe('v1')
    expect((await server.payload.findGlobal({ slug: 'whatsapp-settings', ...sys })).phone).toMatch(/^\d{12,13}$/)
  })

  it('creates the admin from the configured e-mail and password, able to log in', async () => {
    const { user, token } = await server.payload.login({ collection: 'users', data: { email: ADMIN.adminEmail, password: ADMIN.adminPassword } })
    expect(token).toBeTruthy()
    expect(user).toMatchObject({ permission: 'admin', status: 'active' })
  })

  it('gives at least three authors a biography and a photo, and every article an image, categories and an author', async () => {
    const { docs: articles } = await server.payload.find({ collection: 'articles', limit: 100, depth: 0, ...sys })
    const authorIds = new Set(articles.map((a) => a.author))
    expect(authorIds.size).toBeGreaterThanOrEqual(3)
    for (const id of authorIds) {
      const author = await server.payload.findByID({ collection: 'users', id: id as number, depth: 0, ...sys })
      expect(author.biography?.length).toBeGreaterThan(50)
      expect(author.image).toBeTruthy()
    }
    for (const article of articles) {
      expect(article.image).toBeTruthy()
      expect((article.categories as unknown[]).length).toBeGreaterThan(0)
      expect(article.slug).toMatch(/^[a-z0-9-]+$/)
    }
    // Each its own cover (issue #43, item 5: the seed gave every article the first one).
    expect(new Set(articles.map((a) => a.image)).size).toBe(articles.length)
    const published = articles.filter((a) => a.status === 'published')
    expect(published.every((a) => new Date(a.publishedAt as string) <= new Date())).toBe(true)
    expect(published.every((a) => Number.isInteger(a.readTime))).toBe(true)
  })

  it('writes articles of real length that exercise the editor: links, lists, tables, figures, quotes, each cover its own subject (issue #59, item 2)', async () => {
    type Node = { type?: string; text?: string; fields?: { linkType?: string }; children?: Node[] }
    const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)]
    const { docs } = await server.payload.find({ collection: 'articles', limit: 50, depth: 0, draft: true, ...sys })
    const nodes = docs.map((a) => all((a.content as { root: Node }).root))
    const words = (list: Node[]) =>
      list
        .map((n) => n.text ?? '')
        .join(' ')
        .split(/\s+/)
        .filter(Boolean).length
    for (const [i, article] of docs.entries()) {
      if (article.status !== 'published') continue
      expect(words(nodes[i]!), article.title).toBeGreaterThan(300)
      expect(
        nodes[i]!.some((n) => n.type === 'link'),
        article.title,
      ).toBe(true)
      expect(
        nodes[i]!.some((n) => n.type === 'list' || n.type === 'table'),
        article.title,
      ).toBe(true)
    }
    const count = (type: string, test: (n: Node) => boolean = () => true) => nodes.flat().filter((n) => n.type === type && test(n)).length
    expect(count('table')).toBeGreaterThanOrEqual(8)
    expect(count('upload')).toBeGreaterThanOrEqual(3)
    expect(count('quote')).toBeGreaterThanOrEqual(8)
    expect(count('link', (n) => n.fields?.linkType === 'internal')).toBeGreaterThanOrEqual(12)
    // Each cover draws its article's subject, and says so.
    expect(new Set(docs.map((a) => a.imageAlt)).size).toBe(docs.length)
    // An internal link reads as the linked article's address on its page.
    const linking = docs.find((a) => a.title.startsWith('Fluxo de caixa'))!
    const [read] = (
      await server.payload.find({ collection: 'articles', where: { id: { equals: linking.id } }, depth: 1, populate: { articles: { slug: true } }, ...sys })
    ).docs
    const first = docs.find((a) => a.title.startsWith('Como montar um orçamento'))!
    expect(lexicalToHtml(read!.content)).toContain(`href="/post/${first.slug}/${first.id}"`)
  })

  it('generates the image sizes for uploads', async () => {
    const { docs } = await server.payload.find({ collection: 'media', limit: 1, where: { alt: { equals: MOTIFS.budget!.alt['pt-BR'] } }, ...sys })
    expect(docs[0]?.sizes?.card?.url).toMatch(/\.webp$/)
  })

  it('runs once: a restart neither duplicates nor overwrites what staff changed', async () => {
    const before = { articles: await count('articles'), users: await count('users'), media: await count('media'), tags: await count('tags') }
    const { docs } = await server.payload.find({ collection: 'articles', limit: 1, ...sys })
    await server.payload.update({ collection: 'articles', id: docs[0]!.id, data: { title: 'Título editado pela equipe' }, ...sys })
    const { docs: tags } = await server.payload.find({ collection: 'tags', limit: 1, ...sys })
    await server.payload.delete({ collection: 'tags', id: tags[0]!.id, ...sys })

    expect(await seedDemoContent(server.payload, ADMIN)).toBe('already-seeded')
    await ensureRoles(server.payload)

    expect(await count('articles')).toBe(before.articles)
    expect(await count('users')).toBe(before.users)
    expect(await count('media')).toBe(before.media)
    expect(await count('tags')).toBe(before.tags - 1)
    expect(await count('roles')).toBe(ACCESS_AREAS.length)
    const edited = await server.payload.findByID({ collection: 'articles', id: docs[0]!.id, ...sys })
    expect(edited.title).toBe('Título editado pela equipe')
  })

  it('resumes an interrupted seed without duplicates', async () => {
    // As if the process died half-way: started, never completed, part of the content missing.
    await server.payload.updateGlobal({ slug: 'seed-state', data: { completedAt: null }, ...sys })
    const { docs } = await server.payload.find({ collection: 'faqs', limit: 3, ...sys })
    for (const faq of docs) await server.payload.delete({ collection: 'faqs', id: faq.id, ...sys })
    const articles = await count('articles')
    const faqsBefore = await count('faqs')

    expect(await seedDemoContent(server.payload, ADMIN)).toBe('seeded')
    expect(await count('faqs')).toBe(faqsBefore + docs.length)
    // The retitled article is found by neither title, so one demo article is re-created; nothing else is.
    expect(await count('articles')).toBe(articles + 1)
    expect(await count('roles')).toBe(ACCESS_AREAS.length)
  })
})

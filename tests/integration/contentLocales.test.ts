// On every database: localized fields live in each database's locale tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { ensureRoles } from '../../services/seed/roles'
import { biographyLanguage } from '../../services/users/publicAuthors'
import { client, lexical, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Content in every language: an editor translates an article through the REST contract, and
 * visitors and integrators read each language (or pt-BR where it is not translated yet).
 */
describe('content in every language', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  const pub = () => client(server)
  let article: { id: number | string; slug: string; title: string }

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await seedDemoContent(server.payload, { adminEmail: 'admin@example.com', adminPassword: 'Admin@12345' })
    admin = client(server, await tokenFor(server, 'admin@example.com', 'Admin@12345'))
    // An article the demo leaves in pt-BR (it translates its newest ones).
    const list = await pub().get('/article/public-articles?limit=12')
    for (const candidate of list.body.data) {
      const detail = await pub().get(`/article/public-articles/${candidate.slug}/${candidate.id}`)
      if (detail.body.data.translated.length === 1) {
        article = candidate
        break
      }
    }
  })
  afterAll(async () => server?.close())

  it('gives pt-BR where nothing is translated, naming the language asked for and the ones written', async () => {
    const reply = await pub().get(`/article/public-articles/${article.slug}/${article.id}`, { 'accept-language': 'en' })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-language')).toBe('en')
    expect(reply.body.data.title).toBe(article.title)
    expect(reply.body.data.translated).toEqual(['pt-BR'])
    const bad = await pub().get(`/article/public-articles/${article.slug}/${article.id}?lang=xx`)
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ field: 'query.lang', message: expect.any(String) }])
  })

  it('saves a translation in its language only, and every language reads its own or falls back', async () => {
    const empty = await admin.get(`/article/articles/${article.id}?lang=en`)
    expect(empty.status).toBe(200)
    expect(empty.body.data.title).toBe('') // the editor sees what is missing, not the pt-BR text
    expect(empty.body.data.translated).toEqual(['pt-BR'])

    const saved = await admin.put(`/article/articles/${article.id}?lang=en`, {
      title: 'A realistic yearly budget for your company',
      excerpt: 'How to plan the year in numbers',
      content: lexical('Spreadsheet forecasting lighthouse quarterly'),
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.title).toBe('A realistic yearly budget for your company')
    expect(saved.body.data.slug).toBe('a-realistic-yearly-budget-for-your-company') // each language's own address
    expect(saved.body.data.translated).toEqual(['pt-BR', 'en'])

    const en = await pub().get(`/article/public-articles/${article.slug}/${article.id}?lang=en`)
    expect(en.body.data.title).toBe('A realistic yearly budget for your company')
    expect(en.body.data.slug).toBe('a-realistic-yearly-budget-for-your-company')
    expect(en.body.data.slugs).toEqual({ 'pt-BR': article.slug, en: 'a-realistic-yearly-budget-for-your-company' })
    // Either address reaches the article in either language; an address of no language is a 404.
    const byEnglishSlug = await pub().get(`/article/public-articles/a-realistic-yearly-budget-for-your-company/${article.id}`)
    expect(byEnglishSlug.body.data.title).toBe(article.title)
    expect((await pub().get(`/article/public-articles/not-its-slug/${article.id}?lang=en`)).status).toBe(404)
    expect(JSON.stringify(en.body.data.content)).toContain('lighthouse')
    const pt = await pub().get(`/article/public-articles/${article.slug}/${article.id}`)
    expect(pt.headers.get('content-language')).toBe('pt-BR')
    expect(pt.body.data.title).toBe(article.title) // the source is untouched
    const es = await pub().get(`/article/public-articles/${article.slug}/${article.id}`, { 'accept-language': 'es-ES,es;q=0.9' })
    expect(es.body.data.title).toBe(article.title)
    // The editor's own interface language never chooses the texts it edits.
    const editorView = await admin.get(`/article/articles/${article.id}`, { 'accept-language': 'en' })
    expect(editorView.body.data.title).toBe(article.title)

    const inEnglish = await pub().get('/article/public-articles?limit=50&lang=en')
    expect(inEnglish.body.data.find((a: { id: unknown }) => a.id === article.id)?.title).toBe('A realistic yearly budget for your company')
    // Each card names the language its title and excerpt are in: the one asked, or pt-BR where not yet written in it.
    type Card = { id: unknown; lang: string }
    const cards = inEnglish.body.data as Card[]
    expect(cards.find((a) => a.id === article.id)?.lang).toBe('en')
    for (const card of cards.slice(0, 12)) {
      const detail = await server.payload.findByID({
        collection: 'articles',
        id: card.id as number,
        locale: 'en',
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
      })
      expect(card.lang, String(card.id)).toBe(detail.title ? 'en' : 'pt-BR')
    }
    expect(cards.some((a) => a.lang === 'pt-BR')).toBe(true)
    // In pt-BR every card is in pt-BR; the popular list names its cards' language too.
    expect(((await pub().get('/article/public-articles?limit=5')).body.data as Card[]).every((a) => a.lang === 'pt-BR')).toBe(true)
    const popular = await pub().get('/article/popular?period=365&limit=5&lang=en')
    expect(popular.status).toBe(200)
    for (const card of popular.body.data as Card[]) expect(['en', 'pt-BR']).toContain(card.lang)
  })

  it('finds an article by the words of any of its languages', async () => {
    const found = await pub().get('/article/public-articles?search=lighthouse&lang=en')
    expect(found.body.data.map((a: { id: unknown }) => a.id)).toEqual([article.id])
    expect(found.body.data[0].title).toBe('A realistic yearly budget for your company')
    // A later pt-BR save keeps the English words in the index.
    await admin.put(`/article/articles/${article.id}`, { excerpt: 'Planejamento do ano em números' })
    expect((await pub().get('/article/public-articles?search=lighthouse')).body.data.map((a: { id: unknown }) => a.id)).toEqual([article.id])
  })

  it('translates categories, FAQs and the company, keeping their keys', async () => {
    const { payload } = server
    const { docs } = await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })
    const category = docs[0]!
    await payload.update({
      collection: 'categories',
      id: category.id,
      locale: 'fr',
      data: { name: 'Catégorie d’essai', description: 'Argent et budget' },
      overrideAccess: true,
    })
    const fr = await pub().get('/category/public-categories?lang=fr')
    const translated = fr.body.data.find((c: { id: unknown }) => c.id === category.id)
    expect(translated).toMatchObject({ name: 'Catégorie d’essai', slug: category.slug })
    const pt = await pub().get('/category/public-categories')
    expect(pt.body.data.find((c: { id: unknown }) => c.id === category.id).name).toBe(category.name)

    await payload.updateGlobal({ slug: 'company', locale: 'ht', data: { tagline: 'Lojisyèl pou biznis ou' }, overrideAccess: true })
    expect((await pub().get('/company/public-company?lang=ht')).body.data.tagline).toBe('Lojisyèl pou biznis ou')
    const faq = (await payload.find({ collection: 'faqs', limit: 1, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'faqs', id: faq.id, locale: 'es', data: { question: '¿Cómo empiezo?', answer: 'Escríbanos.' }, overrideAccess: true })
    const faqs = await pub().get('/faq/public-faqs', { 'accept-language': 'es' })
    expect(faqs.body.data.find((f: { id: unknown }) => f.id === faq.id).question).toBe('¿Cómo empiezo?')
    // Each question names its language: Spanish where written, pt-BR (its text) where not yet (WCAG 3.1.2).
    const written = await payload.find({ collection: 'faqs', locale: 'es', fallbackLocale: false, limit: 100, overrideAccess: true })
    const inSpanish = new Set(written.docs.filter((d) => d.question && d.answer).map((d) => d.id))
    expect(faqs.body.data.length).toBeGreaterThan(inSpanish.size) // some still pt-BR, so both cases are checked
    for (const f of faqs.body.data as { id: number; lang: string }[]) expect(f.lang, String(f.id)).toBe(inSpanish.has(f.id) ? 'es' : 'pt-BR')
    expect(new Set((await pub().get('/faq/public-faqs')).body.data.map((f: { lang: string }) => f.lang))).toEqual(new Set(['pt-BR']))
  })

  it("names the language an author's biography is shown in: pt-BR until it is written in the one asked", async () => {
    const { payload } = server
    const author = (await payload.find({ collection: 'users', where: { biography: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'users', id: author.id, locale: 'fr', data: { biography: '' }, overrideAccess: true })
    expect(await biographyLanguage(payload, author.id, 'pt-BR')).toBe('pt-BR')
    expect(await biographyLanguage(payload, author.id, 'fr')).toBe('pt-BR')
    await payload.update({ collection: 'users', id: author.id, locale: 'fr', data: { biography: 'Rédactrice et analyste.' }, overrideAccess: true })
    expect(await biographyLanguage(payload, author.id, 'fr')).toBe('fr')
  })
})

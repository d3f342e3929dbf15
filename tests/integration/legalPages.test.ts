import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureLegalPages } from '../../services/pages/legal'
import { ensureProductPage } from '../../services/pages/productPage'
import { seedPage } from '../../services/pages/seedPage'
import { sitemapPagesXml } from '../../services/public/feeds'
import { publicPage } from '../../services/pages/publicPages'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Legal texts are pages (issue #43, item 3): privacy, terms and cookies are seeded once at the
 * spec's addresses from the catalogues, in every language, published; a lawyer's edit is a
 * publish, and the page's date is its published version's.
 */
describe('legal pages', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => server?.close())

  it('seeds privacy, terms and cookies once, in every language, at the spec’s addresses', async () => {
    expect(await ensureLegalPages(server.payload)).toBe(3)
    expect(await ensureLegalPages(server.payload)).toBe(0)
    const pt = await publicPage(server.payload, '/privacy-police', 'pt-BR')
    expect(pt?.page.title).toBe('Política de privacidade')
    const en = await publicPage(server.payload, '/utilization-terms', 'en')
    expect(en).toMatchObject({ translated: true, page: { title: 'Terms of use' } })
    const ht = await publicPage(server.payload, '/cookies', 'ht')
    expect(ht?.translated).toBe(true)
    expect(JSON.stringify(ht?.page.layout)).toMatch(/bonbon|cookie/i)
  })

  it('changes its date when an edit is published, and not when a draft is saved', async () => {
    const before = (await publicPage(server.payload, '/cookies', 'pt-BR'))!
    const id = before.page.id
    await new Promise((r) => setTimeout(r, 5))
    await server.payload.update({ collection: 'pages', id, draft: true, data: { title: 'Cookies (rascunho)' }, overrideAccess: true })
    expect((await publicPage(server.payload, '/cookies', 'pt-BR'))!.updatedAt).toBe(before.updatedAt)
    await server.payload.update({ collection: 'pages', id, data: { title: 'Política de cookies', _status: 'published' }, overrideAccess: true })
    const after = (await publicPage(server.payload, '/cookies', 'pt-BR'))!
    expect(after.page.title).toBe('Política de cookies')
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime())
  })

  it('seeds the product landing page as blocks, in every language, with its demo request behind the terms', async () => {
    expect(await ensureProductPage(server.payload)).toBe(true)
    expect(await ensureProductPage(server.payload)).toBe(false)
    const pt = (await publicPage(server.payload, '/rc-sistemI', 'pt-BR'))!
    expect(pt.page.layout?.map((b) => b.blockType)).toEqual(['hero', 'features', 'demoRequest'])
    // At the route's very address, as the spec spells it, whatever case it is asked in.
    expect(pt.page.path).toBe('/rc-sistemI')
    expect((await publicPage(server.payload, '/RC-SISTEMI/', 'pt-BR'))?.page.id).toBe(pt.page.id)
    const hero = pt.page.layout![0]!
    // A company's own site: neutral words, staff rename it (the demo seeds its product's: services/seed/content/demoCopy.ts).
    expect(hero).toMatchObject({ kicker: 'Conheça', heading: 'Nosso produto', buttons: [{ label: 'Solicitar demonstração', action: 'demoRequest' }] })
    const fr = (await publicPage(server.payload, '/rc-sistemI', 'fr'))!
    expect(fr.translated).toBe(true)
    // Each language fills the same blocks and rows: the structure is one, the texts are five.
    expect(fr.page.layout?.map((b) => b.id)).toEqual(pt.page.layout?.map((b) => b.id))
    const frHero = fr.page.layout![0]!
    expect(frHero.blockType === 'hero' && frHero.buttons?.[0]?.id).toBe(hero.blockType === 'hero' && hero.buttons?.[0]?.id)
    expect(frHero.blockType === 'hero' && frHero.buttons?.[0]?.label).not.toBe('Solicitar demonstração')
    const steps = fr.page.layout![2]!
    expect(steps.blockType === 'demoRequest' && steps.steps?.length).toBe(3)
  })

  it('lists each spec route that is a page once in the sitemap, dated by its page', async () => {
    const xml = await sitemapPagesXml(server.payload, 'https://example.com')
    for (const path of ['/rc-sistemI', '/cookies', '/privacy-police']) {
      const entries = xml.split('<url>').filter((entry) => entry.includes(`<loc>https://example.com${path}</loc>`))
      expect(entries, path).toHaveLength(1)
      expect(entries[0], path).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/)
    }
  })

  it('of two instances seeding one page at once, exactly one writes it', async () => {
    const texts = () => ({ title: 'Carreiras', layout: [{ blockType: 'callToAction' as const, heading: 'Venha', buttonLabel: 'Vagas' }] })
    const made = await Promise.all([seedPage(server.payload, 'carreiras', texts), seedPage(server.payload, 'carreiras', texts)])
    expect(made.filter(Boolean)).toHaveLength(1)
    expect((await server.payload.count({ collection: 'pages', where: { path: { equals: '/carreiras' } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

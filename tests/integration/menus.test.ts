// On every database: nested arrays live in each database's array tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureNavigation } from '../../services/navigation/seed'
import { publicMenus } from '../../services/navigation/menus'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Menus staff edit (issue #43, item 4): today's links seeded once in five languages; items that
 * point to a page, an article, a category or an address, one level of children; a label left
 * empty in a language shows pt-BR's; a deleted or unpublished target leaves the menu by itself.
 */
describe('header and footer menus', () => {
  let server: TestServer
  let editor: ReturnType<typeof client>
  const sys = { overrideAccess: true } as const
  let page: { id: number }
  let article: { id: number; slug?: string | null }
  let category: { id: number; slug?: string | null }

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'menueditor', ['site_editor'])
    editor = client(server, await tokenFor(server, 'menueditor@example.com'), 'pt-BR')
    const author = await makeUser(server.payload, 'menuauthor', ['article_management'])
    const image = await makeImage(server.payload)
    category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Gestão', description: 'Gestão', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    article = await server.payload.create({
      collection: 'articles',
      data: { title: 'Guia de caixa', content: lexical('Texto.'), image: image.id, categories: [category.id], author: author.id, status: 'published' },
      ...sys,
    })
    page = await server.payload.create({ collection: 'pages', data: { title: 'Carreiras', slug: 'carreiras', _status: 'published' }, ...sys })
  })
  afterAll(async () => server?.close())

  it('seeds today’s header and footer links once, labelled in every language, naming no demo product on a company’s site', async () => {
    expect(await ensureNavigation(server.payload)).toBe(true)
    expect(await ensureNavigation(server.payload)).toBe(false)
    const pt = await publicMenus(server.payload, 'pt-BR')
    expect(pt.header.map((l) => [l.label, l.href])).toEqual([
      ['Início', '/'],
      ['Blog', '/blog'],
      ['Produto', '/rc-sistemI'],
      ['Perguntas frequentes', '/faq'],
      ['Contato', '/contact'],
    ])
    expect(pt.footer.map((l) => l.href)).toEqual(['/#newsletter', '/privacy-police', '/utilization-terms', '/cookies', '/rss.xml'])
    expect((await publicMenus(server.payload, 'en')).header[0]).toEqual({ label: 'Home', href: '/' })
    expect((await publicMenus(server.payload, 'fr')).footer[1]!.label).toMatch(/Confidentialité/)
  })

  it('saves items pointing to a page, an article and a category, with children, and shows each at its current address', async () => {
    const body = {
      header: [
        {
          labels: { 'pt-BR': 'Empresa', en: 'Company' },
          kind: 'page',
          target: String(page.id),
          children: [
            { labels: { 'pt-BR': 'Guia' }, kind: 'article', target: String(article.id) },
            { labels: { 'pt-BR': 'Gestão', en: 'Management' }, kind: 'category', target: String(category.id) },
          ],
        },
        { labels: { 'pt-BR': 'Blog' }, kind: 'address', url: '/blog' },
      ],
      footer: [{ labels: { 'pt-BR': 'Privacidade', en: 'Privacy' }, kind: 'address', url: '/privacy-police' }],
    }
    const saved = await editor.put('/layout/navigation', body)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.message).toBe('Menus salvos.')
    expect(saved.body.data.header[0]).toMatchObject({ labels: { 'pt-BR': 'Empresa', en: 'Company' }, kind: 'page', target: String(page.id) })
    expect((await editor.get('/layout/navigation')).body.data.header[0].children).toHaveLength(2)

    const en = await publicMenus(server.payload, 'en')
    expect(en.header[0]).toEqual({
      label: 'Company',
      href: '/carreiras',
      children: [
        // No English label: pt-BR's shows.
        { label: 'Guia', href: `/post/${article.slug}/${article.id}` },
        { label: 'Management', href: `/blog?category=${category.slug}` },
      ],
    })
    expect(en.footer).toEqual([{ label: 'Privacy', href: '/privacy-police' }])
  })

  it('drops an item whose page is unpublished or deleted, by itself', async () => {
    await server.payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...sys })
    expect((await publicMenus(server.payload, 'pt-BR')).header.map((l) => l.label)).toEqual(['Blog'])
    await server.payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...sys })
    expect((await publicMenus(server.payload, 'pt-BR')).header.map((l) => l.label)).toEqual(['Empresa', 'Blog'])
    await server.payload.delete({ collection: 'pages', id: page.id, ...sys })
    expect((await publicMenus(server.payload, 'pt-BR')).header.map((l) => l.label)).toEqual(['Blog'])
  })

  it('refuses an unsafe address, an item with nothing to point to, a target that does not exist, and staff without the Layout screen', async () => {
    const item = (extra: object) => ({ header: [{ labels: { 'pt-BR': 'X' }, ...extra }], footer: [] })
    // Rules the document's schema cannot say: 422 (issue #62).
    for (const [bad, status] of [
      [{ kind: 'address', url: 'javascript:alert(1)' }, 422],
      [{ kind: 'address', url: '//evil.example' }, 422],
      [{ kind: 'page' }, 422],
      [{ kind: 'page', target: '999999' }, 422],
    ] as const) {
      const reply = await editor.put('/layout/navigation', item(bad))
      expect(reply.status, JSON.stringify(bad)).toBe(status)
      expect(reply.body.code).toBe('UNPROCESSABLE')
    }
    expect((await editor.put('/layout/navigation', { header: [{ labels: { en: 'No pt-BR' }, kind: 'address', url: '/' }], footer: [] })).status).toBe(400)
    await makeUser(server.payload, 'menuwriter', ['article_management'])
    const writer = client(server, await tokenFor(server, 'menuwriter@example.com'))
    expect((await writer.put('/layout/navigation', item({ kind: 'address', url: '/' }))).status).toBe(403)
    expect((await writer.get('/layout/navigation')).status).toBe(403)
    // Nothing refused was written.
    expect((await publicMenus(server.payload, 'pt-BR')).header.map((l) => l.label)).toEqual(['Blog'])
  })
})

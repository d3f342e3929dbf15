// On every database: blocks live in each database's block tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { sealSecret } from '../../services/webhooks/secrets'
import { pageForPreview, publicPage } from '../../services/pages/publicPages'
import { sitemapPagesXml } from '../../services/public/feeds'
import { lexical, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { leadsTo as leadsToAddress, pageNamingItsAddress } from '../helpers/pages'

/**
 * Pages staff build from blocks (issue #43, item 2), through the Local API as /cms saves them:
 * addresses from parents, reserved addresses refused in the editor's language, drafts that
 * leave the published page alone, publishing that tells webhooks and the log once, and an
 * address change that leaves a 301 behind for the page and every page under it.
 */
describe('pages built from blocks', () => {
  let server: TestServer
  let editor: Awaited<ReturnType<typeof makeUser>>
  const as = () => ({ user: { ...editor, collection: 'users' as const }, overrideAccess: false })
  const leadsTo = (path: string) => leadsToAddress(server, path)
  const blocks = (heading: string, text: string) => [
    { blockType: 'hero' as const, heading, lead: `${heading} lead`, buttons: [{ label: 'Fale conosco', url: '/contact', style: 'primary' as const }] },
    { blockType: 'richText' as const, content: lexical(text) },
    { blockType: 'features' as const, heading: 'Por quê', items: [{ title: 'Rápido', text: 'Muito' }] },
    { blockType: 'callToAction' as const, heading: 'Vamos?', buttonLabel: 'Contato', buttonUrl: '/contact' },
  ]
  /** Deliveries of an event to the one endpoint, once every recorded event has been fanned out (the runner does it). */
  const events = async (event: string) => {
    await expect
      .poll(
        async () =>
          (await server.payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'fanOutWebhook' } }, overrideAccess: true })).totalDocs,
        {
          timeout: 30_000,
        },
      )
      .toBe(0)
    return (await server.payload.count({ collection: 'webhook-deliveries', where: { event: { equals: event } }, overrideAccess: true })).totalDocs
  }
  /** The refusal a field shows in the editor (Payload's ValidationError carries one per field). */
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message ?? String(error),
    )

  beforeAll(async () => {
    server = await startTestServer({ fallback: pageNamingItsAddress })
    await ensureRoles(server.payload)
    editor = await makeUser(server.payload, 'pageeditor', ['site_editor'])
    await server.payload.create({
      collection: 'webhook-endpoints',
      data: {
        url: 'https://hooks.example.com/pages',
        events: ['page.published', 'page.updated', 'page.unpublished', 'page.deleted'],
        status: 'active',
        description: 'pages',
        secretCipher: sealSecret(server.payload, 'whsec_dGVzdA=='),
      },
      overrideAccess: true,
    })
  })
  afterAll(async () => server?.close())

  it('refuses an address the site answers itself, a bad slug and a taken address, in the editor’s language', async () => {
    for (const [slug, message] of [
      ['blog', /\/blog pertence ao próprio site/],
      ['api', /\/api pertence ao próprio site/],
      ['cms', /\/cms pertence/],
      ['Sobre Nós', /letras minúsculas/],
    ] as const) {
      expect(await refusal(server.payload.create({ collection: 'pages', data: { title: 'X', slug }, locale: 'pt-BR', ...as() })), slug).toMatch(message)
    }
    await server.payload.create({ collection: 'pages', data: { title: 'Planos', slug: 'planos', _status: 'published' }, ...as() })
    expect(await refusal(server.payload.create({ collection: 'pages', data: { title: 'Outra', slug: 'planos' }, ...as() }))).toMatch(
      /já tem o endereço \/planos/,
    )
    // In English for an English editor's locale.
    expect(await refusal(server.payload.create({ collection: 'pages', data: { title: 'X', slug: 'login' }, locale: 'en', ...as() }))).toMatch(
      /\/login belongs to the site itself/,
    )
  })

  it('publishes a page written in two languages at its address under its parent; a draft leaves the published page as it was', async () => {
    const about = await server.payload.create({
      collection: 'pages',
      data: { title: 'Sobre nós', slug: 'sobre', layout: blocks('Quem somos', 'Texto pt'), _status: 'published' },
      ...as(),
    })
    const careers = await server.payload.create({
      collection: 'pages',
      data: { title: 'Carreiras', slug: 'carreiras', parent: about.id, layout: blocks('Trabalhe conosco', 'Vagas pt'), _status: 'published' },
      ...as(),
    })
    expect(careers.path).toBe('/sobre/carreiras')
    // The English texts of the same blocks (the structure is one for every language).
    const layout = careers.layout!.map((b) => ({ ...b, ...(b.blockType === 'hero' ? { heading: 'Work with us', lead: 'Join' } : {}) }))
    await server.payload.update({ collection: 'pages', id: careers.id, locale: 'en', data: { title: 'Careers', layout, _status: 'published' }, ...as() })

    const en = await publicPage(server.payload, '/sobre/carreiras/', 'en')
    expect(en).toMatchObject({ translated: true, page: { title: 'Careers' } })
    expect(en!.page.layout![0]).toMatchObject({ blockType: 'hero', heading: 'Work with us' })
    const fr = await publicPage(server.payload, '/sobre/carreiras', 'fr')
    expect(fr).toMatchObject({ translated: false, page: { title: 'Carreiras' } })

    const published = await events('page.published')
    expect(published).toBeGreaterThanOrEqual(2)
    // An autosaved draft: nothing public changes, no webhook, the public read still shows the published title.
    await server.payload.update({ collection: 'pages', id: careers.id, draft: true, autosave: true, data: { title: 'Carreiras (rascunho)' }, ...as() })
    expect((await publicPage(server.payload, '/sobre/carreiras', 'pt-BR'))!.page.title).toBe('Carreiras')
    expect(await events('page.updated')).toBe(1) // the English publish only
    expect(await events('page.unpublished')).toBe(0)

    const sitemap = await sitemapPagesXml(server.payload, 'http://localhost:3000')
    expect(sitemap).toContain('<loc>http://localhost:3000/sobre/carreiras</loc>')
    expect(sitemap).toMatch(/hreflang="en" href="http:\/\/localhost:3000\/sobre\/carreiras\?lang=en"/)
  })

  it('leads the old address of a moved page, and of every page under it, to the new one (301)', async () => {
    const { docs } = await server.payload.find({ collection: 'pages', where: { slug: { equals: 'sobre' } }, overrideAccess: true })
    const about = docs[0]!
    await server.payload.update({ collection: 'pages', id: about.id, data: { slug: 'empresa', _status: 'published' }, ...as() })
    expect(await leadsTo('/sobre')).toBe('/empresa')
    expect(await leadsTo('/sobre/carreiras')).toBe('/empresa/carreiras')
    expect(await leadsTo('/sobre/carreiras?lang=en')).toBe('/empresa/carreiras?lang=en')
    expect(await leadsTo('/empresa/carreiras')).toBe(200)
    expect((await publicPage(server.payload, '/empresa/carreiras', 'pt-BR'))!.page.title).toBe('Carreiras')
  })

  it('unpublishes and deletes with one event each, and a deleted page’s old addresses lead nowhere', async () => {
    const { docs } = await server.payload.find({ collection: 'pages', where: { slug: { equals: 'planos' } }, overrideAccess: true })
    await server.payload.update({ collection: 'pages', id: docs[0]!.id, data: { _status: 'draft' }, ...as() })
    expect(await events('page.unpublished')).toBe(1)
    expect(await publicPage(server.payload, '/planos', 'pt-BR')).toBeNull()
    await server.payload.delete({ collection: 'pages', id: docs[0]!.id, ...as() })
    expect(await events('page.deleted')).toBe(1)
  })

  it('publishes a scheduled draft when its time comes, shows an editor the newest draft, and restores an earlier version', async () => {
    const draft = await server.payload.create({
      collection: 'pages',
      data: { title: 'Campanha', slug: 'campanha', layout: blocks('Oferta', 'Texto') },
      ...as(),
    })
    expect(await publicPage(server.payload, '/campanha', 'pt-BR')).toBeNull()
    // What /cms's "schedule publish" queues, already due.
    await server.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
      queue: 'default',
    })
    await server.payload.jobs.run({ queue: 'default' })
    expect((await publicPage(server.payload, '/campanha', 'pt-BR'))?.page.title).toBe('Campanha')

    // The editor's preview: the newest draft, for a signed-in editor only.
    await server.payload.update({ collection: 'pages', id: draft.id, draft: true, data: { title: 'Campanha de verão' }, ...as() })
    const token = await tokenFor(server, 'pageeditor@example.com')
    // As the browser sends it from /cms's preview pane (a same-origin frame).
    const cookie = new Headers({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' })
    expect((await pageForPreview(server.payload, String(draft.id), 'pt-BR', cookie))?.page.title).toBe('Campanha de verão')
    expect(await pageForPreview(server.payload, String(draft.id), 'pt-BR', new Headers())).toBeNull()
    expect((await publicPage(server.payload, '/campanha', 'pt-BR'))?.page.title).toBe('Campanha')

    // Restoring the first published version from the history puts its title back.
    const { docs } = await server.payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: draft.id } },
      sort: 'createdAt',
      limit: 10,
      overrideAccess: true,
    })
    const first = docs.find((v) => (v.version as { _status?: string })._status === 'published')!
    await server.payload.update({ collection: 'pages', id: draft.id, data: { title: 'Campanha 2', _status: 'published' }, ...as() })
    await server.payload.restoreVersion({ collection: 'pages', id: first.id, ...as() })
    await server.payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' }, ...as() })
    expect((await publicPage(server.payload, '/campanha', 'pt-BR'))?.page.title).toBe('Campanha')
  })

  it('lets nobody without the Pages route write a page, and shows anonymous readers published pages only', async () => {
    const writer = await makeUser(server.payload, 'articlesonly', ['article_management'])
    await expect(
      server.payload.create({ collection: 'pages', data: { title: 'X', slug: 'x' }, user: { ...writer, collection: 'users' }, overrideAccess: false }),
    ).rejects.toThrow()
    await server.payload.create({ collection: 'pages', data: { title: 'Rascunho', slug: 'rascunho' }, ...as() })
    const anon = await server.payload.find({ collection: 'pages', overrideAccess: false })
    expect(anon.docs.every((d) => d._status === 'published')).toBe(true)
    expect(anon.docs.map((d) => d.slug)).not.toContain('rascunho')
  })
})

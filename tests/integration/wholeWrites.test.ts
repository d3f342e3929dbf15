// On every database: a failed write leaves nothing behind: transactions.
import type { CollectionAfterChangeHook } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS } from '../../domain/inputText'
import { resetAdministrator } from '../../services/users/operator'
import { setupNeeded } from '../../services/setup'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { cmsApi } from '../helpers/cmsApi'
import { columnTexts, rowCount } from '../helpers/rawRows'

const FAILING = 'Falha injetada no meio da escrita'
const page = (title: string, slug: string, ids?: string[]): Record<string, unknown> & { layout: unknown[] } => ({
  title,
  slug,
  _status: 'published',
  layout: [
    { blockType: 'richText', ...(ids ? { id: ids[0] } : {}), content: lexical('Primeiro bloco.') },
    { blockType: 'callToAction', ...(ids ? { id: ids[1] } : {}), heading: 'Fale conosco', buttonLabel: 'Contato', buttonUrl: '/contact' },
  ],
})

/**
 * Issue #60, items 2 to 6: every write whole or nothing on every database, input no database can
 * hold answered 4xx, no secret stored readable, a site claimed once, and every write in the log
 * with its door. On SQLite and PostgreSQL (the suite runs on both).
 */
describe('writes whole or nothing, input refused cleanly, secrets sealed', () => {
  let server: TestServer
  let admin: { id: number | string }
  let token: string

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    admin = await makeUser(server.payload, 'whole-admin', ['dashboard', 'article_management', 'site_editor', 'user_management', 'settings'], 'admin')
    token = await tokenFor(server, 'whole-admin@example.com')
    // A hook that throws after Payload wrote the page's row and its blocks: the injected failure.
    const failAfterWrite: CollectionAfterChangeHook = ({ doc }) => {
      if (doc.title === FAILING) throw new Error('injected failure after the parent row')
      return doc
    }
    server.payload.collections.pages.config.hooks.afterChange.push(failAfterWrite)
  })
  afterAll(async () => server?.close())

  it("answers Payload's forgot-password at /cms-api, whose reservation is written beside its transaction", async () => {
    // On SQLite that write waited for its own request's transaction until refused (a 500, issue #61).
    const asked = await cmsApi(server, 'POST', '/users/forgot-password', { body: { email: 'whole-admin@example.com' } })
    expect(asked.status).toBe(200)
    const [user] = (
      await server.payload.find({ collection: 'users', where: { email: { equals: 'whole-admin@example.com' } }, showHiddenFields: true, overrideAccess: true })
    ).docs as unknown as { resetPasswordToken?: string; resetPasswordRequestedAt?: string }[]
    expect(user?.resetPasswordToken).toBeTruthy()
    expect(user?.resetPasswordRequestedAt).toBeTruthy()
    // Asked again at once: the reservation holds, and the answer is the same (nothing says whether the address exists).
    expect((await cmsApi(server, 'POST', '/users/forgot-password', { body: { email: 'whole-admin@example.com' } })).status).toBe(200)
  })

  const pageRows = async () => ({
    pages: await rowCount(server, 'pages'),
    blocks: (await rowCount(server, 'pages_blocks_rich_text')) + (await rowCount(server, 'pages_blocks_call_to_action')),
    versions: await rowCount(server, '_pages_v'),
  })

  it('leaves nothing of a write that fails after its parent row, through the Local API and /cms-api', async () => {
    const before = await pageRows()
    await expect(server.payload.create({ collection: 'pages', data: page(FAILING, 'falha-local') as never, overrideAccess: true })).rejects.toThrow()
    expect(await pageRows()).toEqual(before)
    const rest = await cmsApi(server, 'POST', '/pages', { token, body: page(FAILING, 'falha-rest') })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    expect(await pageRows()).toEqual(before)
  })

  it("gives a copied page's blocks ids of their own, and refuses an update stealing another page's, leaving both whole", async () => {
    const original = await server.payload.create({ collection: 'pages', data: page('Original', 'original') as never, overrideAccess: true })
    const ids = original.layout!.map((block) => block.id!)
    const copy = await cmsApi(server, 'POST', '/pages', { token, body: page('Cópia', 'copia', ids) })
    expect(copy.status).toBe(201)
    const made = copy.body.doc as { id: number; layout: { id: string }[] }
    expect(made.layout.map((b) => b.id).some((id) => ids.includes(id))).toBe(false)
    const other = await server.payload.create({ collection: 'pages', data: page('Outra', 'outra') as never, overrideAccess: true })
    const stolen = await cmsApi(server, 'PATCH', `/pages/${other.id}`, { token, body: { layout: page('Outra', 'outra', ids).layout } })
    expect(stolen.status).toBeGreaterThanOrEqual(400)
    expect(stolen.status).toBeLessThan(500)
    for (const id of [original.id, other.id]) {
      const stored = await server.payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true })
      expect(stored.layout?.map((b) => b.blockType)).toEqual(['richText', 'callToAction'])
    }
  })

  it('answers ids past what a column holds with 404, at the gateway and /cms-api, anonymous included', async () => {
    const huge = '2147483648'
    const anonymous = client(server, undefined, 'en')
    expect((await anonymous.get(`/article/public-articles/artigo/${huge}`)).status).toBe(404)
    expect((await client(server, token).get(`/article/articles/${huge}`)).status).toBe(404)
    expect((await cmsApi(server, 'GET', `/articles/${huge}`, { token })).status).toBe(404)
    expect((await cmsApi(server, 'GET', `/articles?where[id][equals]=${huge}`, { token })).status).toBeLessThan(500)
  })

  it('refuses a control character at the gateway with 400 naming the field, and stores none from any other door', async () => {
    const refused = await client(server, undefined, 'pt-BR').post('/newsletter/subscribe', { email: 'nul@example.com', name: 'Ana\u0000Maria' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'name', message: 'Contém caracteres de controle que não são aceitos' }])
    const rest = await cmsApi(server, 'POST', '/categories', {
      token,
      body: { name: 'Con\u0000trole\u0007', description: 'Texto\u0000 com controle', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
    })
    expect(rest.status).toBe(201)
    const local = await server.payload.create({
      collection: 'categories',
      data: { name: 'Local\u0000', description: 'Linha\u001F', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      overrideAccess: true,
    })
    expect(local.name).toBe('Local')
    const stored = (await server.payload.find({ collection: 'categories', depth: 0, limit: 20, overrideAccess: true })).docs
    expect(stored.flatMap((c) => [c.name, c.description]).filter((text) => CONTROL_CHARACTERS.test(text ?? ''))).toEqual([])
    expect(stored.map((c) => c.name)).toContain('Controle')
  })

  it('takes control characters out of a body (a whole document) instead of refusing the article', async () => {
    const image = await makeImage(server.payload)
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Documentos', description: 'Textos colados', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      overrideAccess: true,
    })
    const content = lexical('Colado do editor\u000Bde texto') as { root: Record<string, unknown> }
    content.root['chave\u0001'] = 'valor\u0000'
    const created = await client(server, token).post('/article/articles', {
      title: 'Texto colado',
      content,
      image: image.id,
      categories: [category.id],
      status: 'draft',
    })
    expect(created.status).toBe(201)
    const stored = await server.payload.findByID({ collection: 'articles', id: created.body.data.id, depth: 0, overrideAccess: true })
    const text = JSON.stringify(stored.content)
    expect(text).toContain('Colado do editorde texto')
    expect(text).toContain('"chave":"valor"')
    // A typed text beside it is still refused, naming the field.
    const refused = await client(server, token).post('/article/articles', { title: 'Título\u0007', content, image: image.id, categories: [category.id] })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'title', message: expect.any(String) }])
  })

  it("keeps a credential's first answer for its Idempotency-Key sealed: the database never shows its secret, a retry gets it", async () => {
    const key = { 'idempotency-key': 'segredo-guardado-1' }
    const api = client(server, token)
    const first = await api.post('/auth/credentials/create-credentials-external-token', { description: 'Loja', products: ['articles'], expiresAt: null }, key)
    expect(first.status).toBe(201)
    const secret = first.body.data.secretKey as string
    for (const body of await columnTexts(server, 'idempotency_answers', 'body')) expect(body).not.toContain(secret)
    const again = await api.post('/auth/credentials/create-credentials-external-token', { description: 'Loja', products: ['articles'], expiresAt: null }, key)
    expect(again.body.data.secretKey).toBe(secret)
  })

  it('records a write through /cms-api and through a /cms panel with its door', async () => {
    await cmsApi(server, 'POST', '/tags', { token, body: { name: 'Pela API do CMS' } })
    await cmsApi(server, 'POST', '/tags', { token, body: { name: 'Pelo painel' }, headers: { referer: `${server.url}/cms/collections/tags/create` } })
    const entries = await server.payload.find({
      collection: 'activity-log',
      where: { action: { equals: 'tag.created' } },
      depth: 0,
      limit: 10,
      overrideAccess: true,
    })
    const doors = Object.fromEntries(entries.docs.map((e) => [e.targetLabel, e.channel]))
    expect(doors).toMatchObject({ 'Pela API do CMS': 'cms-api', 'Pelo painel': 'cms' })
  })

  it('is claimed once: with every account gone the setup stays closed, and the operator brings an administrator back', async () => {
    expect(await setupNeeded(server.payload)).toBe(false)
    const { password, created } = await resetAdministrator(server.payload, 'recuperada@example.com')
    expect(created).toBe(true)
    const recovered = await server.payload.find({ collection: 'users', where: { email: { equals: 'recuperada@example.com' } }, depth: 0, overrideAccess: true })
    expect(recovered.docs[0]).toMatchObject({ permission: 'admin', status: 'first-access' })
    expect((await client(server).post('/auth/auth', { email: 'recuperada@example.com', password })).status).toBe(200)
    expect(admin.id).toBeDefined()
  })
})

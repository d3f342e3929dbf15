import { beforeAll, describe, expect, it } from 'vitest'
import { client, lexical, makeUser, tokenFor } from '../helpers/api'
import { demoServerForSuite, type TestServer } from '../helpers/boot'

/** The editor's autosave through the REST contract: one row per user, article and language, never the article itself. */
describe('article autosave', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let id: number | string
  let liveTitle: string
  const rows = async () => (await server.payload.count({ collection: 'article-autosaves', overrideAccess: true })).totalDocs

  const suite = demoServerForSuite()

  beforeAll(async () => {
    server = suite.server
    admin = client(server, suite.adminToken)
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
    id = docs[0]!.id
    liveTitle = docs[0]!.title
  })

  it("keeps the editor's latest work in one row, leaving the published article as it is", async () => {
    expect((await admin.get(`/article/autosaves/${id}`)).body.data).toBeNull()
    for (const n of [1, 2, 3]) {
      const put = await admin.put(`/article/autosaves/${id}`, {
        title: `Rascunho automático ${n}`,
        content: lexical(`Texto ${n}, ainda sem salvar.`),
        tags: 'a, b',
      })
      expect(put.status).toBe(200)
    }
    expect(await rows()).toBe(1)
    const kept = await admin.get(`/article/autosaves/${id}`)
    expect(kept.body.data).toMatchObject({ title: 'Rascunho automático 3', tags: 'a, b' })
    expect(JSON.stringify(kept.body.data.content)).toContain('Texto 3, ainda sem salvar.')
    expect(new Date(kept.body.data.savedAt).getTime()).toBeGreaterThan(new Date(kept.body.data.articleSavedAt).getTime())
    // Not a save: the public page, the article and its history are untouched.
    const article = await server.payload.findByID({ collection: 'articles', id, depth: 0, overrideAccess: true })
    expect(article.title).toBe(liveTitle)
    expect((await admin.get(`/article/articles/${id}/versions?limit=1`)).body.data[0].title).toBe(liveTitle)
  })

  it('keeps each language apart, and a save of that language discards its autosave', async () => {
    await admin.put(`/article/autosaves/${id}?lang=en`, { title: 'Unsaved English draft' })
    expect((await admin.get(`/article/autosaves/${id}?lang=en`)).body.data.title).toBe('Unsaved English draft')
    expect((await admin.get(`/article/autosaves/${id}`)).body.data.title).toBe('Rascunho automático 3')
    expect((await admin.put(`/article/articles/${id}?lang=en`, { title: 'Saved English title', content: lexical('Saved.') })).status).toBe(200)
    expect((await admin.get(`/article/autosaves/${id}?lang=en`)).body.data).toBeNull()
    expect((await admin.get(`/article/autosaves/${id}`)).body.data.title).toBe('Rascunho automático 3')
    expect((await admin.delete(`/article/autosaves/${id}`)).status).toBe(200)
    expect((await admin.get(`/article/autosaves/${id}`)).body.data).toBeNull()
  })

  it('keeps a new article before its first save, until it is created', async () => {
    const put = await admin.put('/article/autosaves/new', { title: 'Ideia ainda sem nome', categories: [] })
    expect(put.status).toBe(200)
    expect(put.body.data.articleSavedAt).toBeNull()
    const { docs } = await server.payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })
    const image = (await server.payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const created = await admin.post('/article/articles', {
      title: `Criado a partir do rascunho ${Date.now()}`,
      content: lexical('Pronto.'),
      image: image.id,
      categories: [docs[0]!.id],
      status: 'draft',
    })
    expect(created.status).toBe(201)
    expect((await admin.get('/article/autosaves/new')).body.data).toBeNull()
  })

  it("is the caller's own: other staff, integrators and strangers never read it; bad input is a 400", async () => {
    await admin.put(`/article/autosaves/${id}`, { title: 'Só meu' })
    await makeUser(server.payload, 'colega', ['article_management'])
    const colleague = client(server, await tokenFor(server, 'colega@example.com'))
    expect((await colleague.get(`/article/autosaves/${id}`)).body.data).toBeNull()
    await makeUser(server.payload, 'leads', ['site_editor'])
    expect((await client(server, await tokenFor(server, 'leads@example.com')).get(`/article/autosaves/${id}`)).status).toBe(403)
    expect((await client(server).get(`/article/autosaves/${id}`)).status).toBe(401)
    // An integrator with the articles product saves outright: autosave is a person's.
    const credential = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'CMS sync',
      products: ['articles'],
      expiresAt: null,
    })
    const { accessKey, secretKey } = credential.body.data
    const token = await client(server).post('/auth/credentials/token', { accessKey, secretKey })
    expect((await client(server, token.body.data.token).get(`/article/autosaves/${id}`)).status).toBe(403)
    expect((await admin.get('/article/autosaves/999999')).status).toBe(404)
    expect((await admin.get('/article/autosaves/abc')).status).toBe(400)
    const long = await admin.put(`/article/autosaves/${id}`, { title: 'x'.repeat(161) })
    expect(long.status).toBe(400)
    expect(long.body.errors[0].field).toBe('title')
    expect((await admin.get(`/article/autosaves/${id}`)).body.data.title).toBe('Só meu')
  })

  it('goes with the article when it is deleted', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { id: { not_equals: id } }, limit: 1, depth: 0, overrideAccess: true })
    const other = docs[0]!.id
    await admin.put(`/article/autosaves/${other}`, { title: 'Vai embora com o artigo' })
    const before = await rows()
    expect((await admin.delete(`/article/articles/${other}`)).status).toBe(200)
    expect(await rows()).toBe(before - 1)
  })
})

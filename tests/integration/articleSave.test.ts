import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * The back-office saves an article in one call: tags by name, the fields and the status
 * change in one transaction (issue #16, hole 10). A refusal anywhere leaves nothing behind.
 */
describe('article save in one transaction', () => {
  let server: TestServer
  let editor: ReturnType<typeof client>
  let base: Record<string, unknown>
  const sys = { overrideAccess: true } as const
  const tagNamed = async (name: string) => (await server.payload.find({ collection: 'tags', where: { name: { equals: name } }, ...sys })).docs[0]

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'writer', ['article_management'])
    editor = client(server, await tokenFor(server, 'writer@example.com'))
    const image = await makeImage(server.payload)
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Transações', description: 'Transações', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    base = { excerpt: 'Resumo', content: lexical('Texto do artigo.'), image: image.id, categories: [category.id] }
  })
  afterAll(async () => server?.close())

  it('creates new tags by name, reuses existing ones and publishes, in one call', async () => {
    await editor.post('/tag/tags', { name: 'Existente' })
    const reply = await editor.post('/article/articles', {
      ...base,
      title: 'Salvo de uma vez',
      tagNames: ['Nova etiqueta', 'Existente', 'Nova etiqueta'],
      status: 'published',
    })
    expect(reply.status).toBe(201)
    expect(reply.body.data.status).toBe('published')
    expect(reply.body.data.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Existente', 'Nova etiqueta'])
  })

  it('rolls back the tags it created when the article is refused (duplicate title)', async () => {
    const reply = await editor.post('/article/articles', { ...base, title: 'Salvo de uma vez', tagNames: ['Órfã da criação'], status: 'draft' })
    expect(reply.status).toBe(409)
    expect(await tagNamed('Órfã da criação')).toBeUndefined()
  })

  it('saves fields and a status change together, and a refused status leaves fields and tags as they were', async () => {
    const draft = await editor.post('/article/articles', { ...base, title: 'Rascunho atômico', status: 'draft' })
    const id = draft.body.data.id
    const refused = await editor.put(`/article/articles/${id}`, {
      title: 'Título que não fica',
      tagNames: ['Órfã da edição'],
      status: 'scheduled',
      publishedAt: '2020-01-01T12:00:00.000Z',
    })
    expect(refused.status).toBe(422) // a business rule: a schedule in the past (issue #62)
    expect(refused.body.errors).toEqual([{ field: 'publishedAt', message: expect.any(String) }])
    const stored = await server.payload.findByID({ collection: 'articles', id, depth: 0, ...sys })
    expect(stored.title).toBe('Rascunho atômico')
    expect(stored.status).toBe('draft')
    expect(await tagNamed('Órfã da edição')).toBeUndefined()

    const when = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const saved = await editor.put(`/article/articles/${id}`, { title: 'Agendado de uma vez', tagNames: ['Agenda'], status: 'scheduled', publishedAt: when })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ title: 'Agendado de uma vez', status: 'scheduled', publishedAt: when })
    expect(saved.body.data.tags.map((t: { name: string }) => t.name)).toEqual(['Agenda'])
  })

  it('keeps a published article’s date when it is saved again as published', async () => {
    const created = await editor.post('/article/articles', { ...base, title: 'Publicado antes', status: 'published' })
    const first = created.body.data.publishedAt
    await new Promise((resolve) => setTimeout(resolve, 20))
    const again = await editor.put(`/article/articles/${created.body.data.id}`, { excerpt: 'Outro resumo', status: 'published' })
    expect(again.body.data).toMatchObject({ excerpt: 'Outro resumo', publishedAt: first })
  })

  it('keeps the language an article is written in: set on create, changed by a save, refused when unknown, said on the public page', async () => {
    const created = await editor.post('/article/articles', { ...base, title: 'Written in English', original: 'en', status: 'published' })
    expect(created.status).toBe(201)
    expect(created.body.data.original).toBe('en')
    const id = created.body.data.id
    const page = await client(server).get(`/article/public-articles/${created.body.data.slug}/${id}`)
    expect(page.body.data.original).toBe('en')

    const refused = await editor.put(`/article/articles/${id}`, { original: 'xx' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('original')
    expect((await editor.get(`/article/articles/${id}`)).body.data.original).toBe('en')

    const changed = await editor.put(`/article/articles/${id}`, { original: 'fr' })
    expect(changed.body.data.original).toBe('fr')
    expect((await editor.get(`/article/articles/${id}`)).body.data.original).toBe('fr')
    // One the editor never set is Portuguese.
    const plain = await editor.post('/article/articles', { ...base, title: 'Escrito em português', status: 'draft' })
    expect(plain.body.data.original).toBe('pt-BR')
  })
})

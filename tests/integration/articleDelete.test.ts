// On every database: deletes that cascade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newslettersSettled } from '../../services/newsletter/worker'
import { client, lexical, makeImage, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { leadsTo as leadsToAddress, pageNamingItsAddress } from '../helpers/pages'
import { seedDemoContent } from '../../services/seed'

const sys = { overrideAccess: true } as const
const ADMIN = { email: 'delete-admin@example.com', password: 'Str0ng!Passw0rd' }

/**
 * No 500 and no lost history on delete (issue #42, item 4): an article with newsletter sends,
 * preview links, old addresses, reads and versions is deleted for whoever may delete it, and the
 * send history keeps the title and address it went out with. A restore keeps every address the
 * article has had leading to the current one.
 */
describe('deleting and restoring articles', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  const leadsTo = (path: string) => leadsToAddress(server, path)

  beforeAll(async () => {
    server = await startTestServer({ fallback: pageNamingItsAddress })
    await seedDemoContent(server.payload, { adminEmail: ADMIN.email, adminPassword: ADMIN.password })
    staff = client(server, await tokenFor(server, ADMIN.email, ADMIN.password))
  })
  afterAll(async () => server?.close())

  const newArticle = async (title: string) => {
    const image = await makeImage(server.payload)
    const [category] = (await server.payload.find({ collection: 'categories', limit: 1, depth: 0, ...sys })).docs
    const created = await staff.post('/article/articles', {
      title,
      content: lexical('Texto do artigo.'),
      image: image.id,
      categories: [category!.id],
      status: 'published',
    })
    expect(created.status).toBe(201)
    return created.body.data as { id: number; slug: string; title: string }
  }

  it('deletes an article that was sent as a newsletter, previewed, retitled and read, and keeps the send history', async () => {
    const article = await newArticle('Artigo que será apagado')
    const firstSlug = article.slug
    expect((await staff.put(`/article/articles/${article.id}`, { title: 'Artigo que será apagado, novo título' })).status).toBe(200)
    const sent = await staff.post('/newsletter/sends', { article: String(article.id) })
    expect(sent.status).toBe(201)
    await newslettersSettled(server.payload)
    expect((await staff.post(`/article/articles/${article.id}/previews`, {})).status).toBeLessThan(300)
    expect((await client(server).post(`/article/read/${article.id}`)).status).toBeLessThan(300)
    const current = (await server.payload.findByID({ collection: 'articles', id: article.id, depth: 0, ...sys })).slug!

    const deleted = await staff.delete(`/article/articles/${article.id}`)
    expect(deleted.status).toBe(200)
    expect(await server.payload.count({ collection: 'articles', where: { id: { equals: article.id } }, ...sys })).toMatchObject({ totalDocs: 0 })

    // The send stays in the history with the title and address it went out with.
    const sends = await staff.get('/newsletter/sends?limit=50')
    expect(sends.status).toBe(200)
    const send = (sends.body.data as { id: number; article: { id: number | null; title: string | null; path: string | null } }[]).find(
      (s) => s.id === sent.body.data.id,
    )
    expect(send?.article).toEqual({ id: null, title: 'Artigo que será apagado, novo título', path: `/post/${current}/${article.id}` })
    expect((await staff.get(`/newsletter/sends/${sent.body.data.id}`)).status).toBe(200)
    // Its addresses, old and current, are no page now, and no 500.
    expect(await leadsTo(`/post/${firstSlug}/${article.id}`)).toBe(200)
    expect(await server.payload.count({ collection: 'redirects', where: { target: { equals: String(article.id) } }, ...sys })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('deletes an article whose newsletter send is still going out, and the send finishes without it (issue #47, item 1)', async () => {
    const article = await newArticle('Artigo apagado durante o envio')
    const sent = await staff.post('/newsletter/sends', { article: String(article.id) })
    expect(sent.status).toBe(201)
    // Straight after the send starts, as an integrator's retry or a hurried editor would.
    const deleted = await staff.delete(`/article/articles/${article.id}`)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    await newslettersSettled(server.payload)
    const send = await staff.get(`/newsletter/sends/${sent.body.data.id}`)
    expect(send.status).toBe(200)
    expect(send.body.data.article).toMatchObject({ id: null, title: 'Artigo apagado durante o envio' })
  })

  it('keeps the address an article had just before a restore leading to the restored one, and every earlier one too', async () => {
    const article = await newArticle('Primeiro título do artigo')
    const first = article.slug
    expect((await staff.put(`/article/articles/${article.id}`, { title: 'Segundo título do artigo' })).status).toBe(200)
    const second = (await server.payload.findByID({ collection: 'articles', id: article.id, depth: 0, ...sys })).slug!
    expect(second).not.toBe(first)
    const versions = await staff.get(`/article/articles/${article.id}/versions?limit=50`)
    expect(versions.status).toBe(200)
    const original = (versions.body.data as { id: number | string; title: string }[]).find((v) => v.title === 'Primeiro título do artigo')
    expect(original).toBeDefined()
    const restored = await staff.post(`/article/articles/${article.id}/versions/${original!.id}/restore`, {})
    expect(restored.status).toBe(200)
    expect((await server.payload.findByID({ collection: 'articles', id: article.id, depth: 0, ...sys })).slug).toBe(first)
    expect(await leadsTo(`/post/${first}/${article.id}`)).toBe(200)
    expect(await leadsTo(`/post/${second}/${article.id}`)).toBe(`/post/${first}/${article.id}`)
  })
})

// On every database: versions live in each database's version tables.
import { beforeAll, describe, expect, it } from 'vitest'
import { client, lexical, makeUser, tokenFor } from '../helpers/api'
import { demoServerForSuite, type TestServer } from '../helpers/boot'

/** An article's history through the REST contract: versions kept, read, compared and restored. */
describe('article history', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let id: number | string
  const title = (n: number) => `Histórico do artigo, versão ${n}`

  const suite = demoServerForSuite()

  beforeAll(async () => {
    server = suite.server
    admin = client(server, suite.adminToken)
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
    id = docs[0]!.id
  })

  it('keeps every save as a version, newest first, with who saved it', async () => {
    for (const n of [1, 2, 3]) {
      const saved = await admin.put(`/article/articles/${id}`, { title: title(n), content: lexical(`Texto da versão ${n}.`) })
      expect(saved.status).toBe(200)
    }
    const list = await admin.get(`/article/articles/${id}/versions?limit=3`)
    expect(list.status).toBe(200)
    expect(list.body.data.map((v: { title: string }) => v.title)).toEqual([title(3), title(2), title(1)])
    expect(list.body.data[0]).toMatchObject({ status: 'published', editedBy: { full_name: 'Administrador do Site' } })
    expect(list.body.meta.total).toBeGreaterThanOrEqual(3)

    const first = list.body.data[2]
    const detail = await admin.get(`/article/articles/${id}/versions/${first.id}`)
    expect(detail.body.data).toMatchObject({ id: first.id, title: title(1), status: 'published' })
    expect(JSON.stringify(detail.body.data.content)).toContain('Texto da versão 1.')
    expect(detail.body.data.categories.length).toBeGreaterThan(0)
  })

  it('restores a version as the newest one, keeping the article published, losing nothing', async () => {
    const list = await admin.get(`/article/articles/${id}/versions?limit=3`)
    const first = list.body.data[2]
    const before = list.body.meta.total
    const restored = await admin.post(`/article/articles/${id}/versions/${first.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body.data).toMatchObject({ title: title(1), status: 'published' })
    const article = await server.payload.findByID({ collection: 'articles', id, depth: 0, overrideAccess: true })
    expect(article.title).toBe(title(1))
    expect(article.status).toBe('published')
    const after = await admin.get(`/article/articles/${id}/versions?limit=5`)
    expect(after.body.meta.total).toBe(before + 1)
    expect(after.body.data.map((v: { title: string }) => v.title).slice(0, 3)).toEqual([title(1), title(3), title(2)])
    // The public page shows the restored text.
    const page = await client(server).get(`/article/public-articles/${article.slug}/${id}`)
    expect(page.body.data.title).toBe(title(1))
  })

  it('restoring a version older than a translation keeps the translation, says so first, and numbers the versions apart', async () => {
    // A published article written only in Portuguese so far.
    const { docs } = await server.payload.find({
      collection: 'articles',
      where: { and: [{ status: { equals: 'published' } }, { id: { not_equals: id } }] },
      locale: 'en',
      fallbackLocale: false,
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    const other = docs.find((d) => !d.title)!.id
    expect((await admin.put(`/article/articles/${other}`, { title: 'Antes da tradução', content: lexical('Texto antigo.') })).status).toBe(200)
    const before = (await admin.get(`/article/articles/${other}/versions?limit=1`)).body.data[0]
    expect((await admin.put(`/article/articles/${other}`, { title: 'Depois da tradução', content: lexical('Texto novo.') })).status).toBe(200)
    const english = { title: 'Translated later', excerpt: 'An English summary', content: lexical('English body, written after that version.') }
    expect((await admin.put(`/article/articles/${other}?lang=en`, english)).status).toBe(200)

    const versions = (await admin.get(`/article/articles/${other}/versions?limit=3`)).body
    const numbers = versions.data.map((v: { number: number }) => v.number)
    expect(numbers).toEqual([versions.meta.total, versions.meta.total - 1, versions.meta.total - 2])
    const old = await admin.get(`/article/articles/${other}/versions/${before.id}`)
    expect(old.body.data.languages).toEqual(['pt-BR'])

    const plan = await admin.get(`/article/articles/${other}/versions/${before.id}/restore`)
    expect(plan.status).toBe(200)
    expect(plan.body.data).toEqual({
      languages: [
        { lang: 'pt-BR', change: 'restored', fields: ['title', 'content'] },
        { lang: 'en', change: 'kept', fields: [] },
      ],
      fields: [],
    })

    const restored = await admin.post(`/article/articles/${other}/versions/${before.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body.data.translated).toEqual(['pt-BR', 'en'])
    const pt = await server.payload.findByID({ collection: 'articles', id: other, depth: 0, overrideAccess: true })
    expect(pt.title).toBe('Antes da tradução')
    const en = await server.payload.findByID({ collection: 'articles', id: other, depth: 0, locale: 'en', fallbackLocale: false, overrideAccess: true })
    expect(en).toMatchObject({ title: english.title, excerpt: english.excerpt })
    expect(JSON.stringify(en.content)).toContain('English body, written after that version.')
    // The English page is still there, in English, at its own address.
    const page = await client(server).get(`/article/public-articles/${en.slug}/${other}?lang=en`)
    expect(page.status).toBe(200)
    expect(page.body.data.title).toBe(english.title)
    // Nothing left to change: the same plan now reads unchanged in both languages.
    const again = await admin.get(`/article/articles/${other}/versions/${before.id}/restore`)
    expect(again.body.data.languages).toEqual([
      { lang: 'pt-BR', change: 'unchanged', fields: [] },
      { lang: 'en', change: 'kept', fields: [] },
    ])
  })

  it('refuses versions of another article, unknown ones, and callers without the article screens', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { id: { not_equals: id } }, limit: 1, depth: 0, overrideAccess: true })
    const other = docs[0]!.id
    const mine = (await admin.get(`/article/articles/${id}/versions?limit=1`)).body.data[0]
    expect((await admin.get(`/article/articles/${other}/versions/${mine.id}`)).status).toBe(404)
    expect((await admin.post(`/article/articles/${other}/versions/${mine.id}/restore`)).status).toBe(404)
    expect((await admin.get(`/article/articles/${other}/versions/${mine.id}/restore`)).status).toBe(404)
    expect((await admin.get(`/article/articles/${id}/versions/999999`)).status).toBe(404)
    await makeUser(server.payload, 'leads', ['site_editor'])
    const outsider = client(server, await tokenFor(server, 'leads@example.com'))
    expect((await outsider.get(`/article/articles/${id}/versions`)).status).toBe(403)
    expect((await client(server).get(`/article/articles/${id}/versions`)).status).toBe(401)
  })

  it('prunes past the number kept per article', async () => {
    const kept = 50 // VERSIONS_PER_DOCUMENT's default
    const { totalDocs: before } = await server.payload.countVersions({ collection: 'articles', where: { parent: { equals: id } }, overrideAccess: true })
    for (let n = 0; n < kept + 3 - before; n++) {
      await server.payload.update({ collection: 'articles', id, data: { excerpt: `Resumo ${n}` }, overrideAccess: true })
    }
    const { totalDocs } = await server.payload.countVersions({ collection: 'articles', where: { parent: { equals: id } }, overrideAccess: true })
    expect(totalDocs).toBe(kept)
  })
})

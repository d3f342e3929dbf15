// On every database: each database's text search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import type { ArticleStatus } from '../../domain/articles'

/** Full-text search in the database: every word a prefix, accents and case ignored, most relevant first, kept in step with every write. */
describe('article search', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  const pub = () => client(server)
  const sys = { overrideAccess: true } as const
  const titles = (reply: { body: { data: { title: string }[] } }) => reply.body.data.map((a) => a.title)
  let make: (title: string, text: string, status?: ArticleStatus) => Promise<{ id: number | string }>

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    const author = await makeUser(server.payload, 'searcher', ['article_management'])
    staff = client(server, await tokenFor(server, 'searcher@example.com'))
    const image = await makeImage(server.payload)
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Busca', description: 'Busca', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    make = (title, text, status = 'published') =>
      server.payload.create({
        collection: 'articles',
        data: { title, content: lexical(text), image: image.id, categories: [category.id], author: author.id, status },
        ...sys,
      })
    await make('Zircônio na indústria', 'O zircônio, o zircônio e mais zircônio: tudo sobre zircônio.')
    await make('Metais raros', 'Um texto longo sobre metais, ligas, minérios e, de passagem, zircônio, entre muitas outras coisas que não são zircônio nenhum.')
    await make('Rascunho de zircônio', 'Zircônio ainda não publicado.', 'draft')
  })
  afterAll(async () => server?.close())

  it('ranks by relevance, ignores case and accents, matches prefixes, and shows visitors published articles only', async () => {
    for (const term of ['zirconio', 'ZIRCÔNIO', 'zirc', 'Zircônio indústria']) {
      const reply = await pub().get(`/article/public-articles?search=${encodeURIComponent(term)}`)
      expect(reply.status).toBe(200)
      expect(titles(reply)[0], term).toBe('Zircônio na indústria')
      expect(titles(reply)).not.toContain('Rascunho de zircônio')
    }
    const both = await pub().get('/article/public-articles?search=zirconio')
    expect(both.body.meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 })
    expect(titles(both)).toEqual(['Zircônio na indústria', 'Metais raros'])
    expect(titles(await staff.get('/article/articles?search=zirconio'))).toContain('Rascunho de zircônio')
  })

  it('answers punctuation, a page past the end and an over-long search without scanning or failing', async () => {
    const punctuation = await pub().get(`/article/public-articles?search=${encodeURIComponent('!!! ?? -- "')}`)
    expect(punctuation.status).toBe(200)
    expect(punctuation.body).toMatchObject({ data: [], meta: { total: 0 } })
    const past = await pub().get('/article/public-articles?search=zirconio&page=50')
    expect(past.status).toBe(200)
    expect(past.body).toMatchObject({ data: [], meta: { page: 50, total: 2 } })
    const long = await pub().get(`/article/public-articles?search=${'zirconio '.repeat(1200)}`)
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ error: true, code: 'VALIDATION' })
  })

  it('follows every write: edits, publishing, unpublishing and deletion', async () => {
    const article = await make('Titânio', 'Sobre titânio.')
    expect(titles(await pub().get('/article/public-articles?search=titanio'))).toEqual(['Titânio'])
    await server.payload.update({ collection: 'articles', id: article.id, data: { content: lexical('Agora sobre nióbio.') }, ...sys })
    expect(titles(await pub().get('/article/public-articles?search=niobio'))).toEqual(['Titânio'])
    await staff.patch(`/article/articles/${article.id}/status`, { action: 'unpublish' })
    expect(titles(await pub().get('/article/public-articles?search=niobio'))).toEqual([])
    expect(titles(await staff.get('/article/articles?search=niobio'))).toEqual(['Titânio'])
    await staff.patch(`/article/articles/${article.id}/status`, { action: 'publish' })
    expect(titles(await pub().get('/article/public-articles?search=niobio'))).toEqual(['Titânio'])
    await server.payload.delete({ collection: 'articles', id: article.id, ...sys })
    expect(titles(await pub().get('/article/public-articles?search=niobio'))).toEqual([])
    expect(titles(await staff.get('/article/articles?search=niobio'))).toEqual([])
  })
})

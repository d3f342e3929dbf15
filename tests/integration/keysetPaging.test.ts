// On every database: keyset queries and each database's ordering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '../../payload-types'
import { ensureRoles } from '../../services/seed/roles'
import { deepPage } from '../../services/shared/deepPage'
import { client, lexical, makeImage, makeUser, tokenFor, type Reply } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Keyset paging: `meta.nextCursor` walks a list by index seeks and visits exactly the rows
 * `page=N` visits, in the same order, ties of date included; a forged cursor is a 400.
 */
describe('keyset paging', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  const pub = () => client(server)
  const sys = { overrideAccess: true } as const
  const ARTICLES = 23
  const LIMIT = 5
  let evenCategory: number | string = 0

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    const author = await makeUser(server.payload, 'pager', ['article_management', 'site_editor'])
    staff = client(server, await tokenFor(server, 'pager@example.com'))
    const image = await makeImage(server.payload)
    const category = (name: string) =>
      server.payload.create({
        collection: 'categories',
        data: { name, description: name, textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
        ...sys,
      })
    const [odd, even] = [await category('Paginação'), await category('Outros')]
    evenCategory = even.id
    // Groups of three share a publication time and two of each group a creation time too: the
    // cursor's tie-breakers (createdAt, then id) must keep every one of them.
    const base = Date.now() - 30 * 86_400_000
    for (let i = 0; i < ARTICLES; i++) {
      const published = new Date(base + Math.floor(i / 3) * 3_600_000).toISOString()
      await server.payload.create({
        collection: 'articles',
        data: {
          title: `Página ${i}`,
          content: lexical(`Texto ${i}`),
          image: image.id,
          categories: [i % 2 ? odd.id : even.id],
          author: author.id,
          status: i === 4 ? 'draft' : 'published',
          publishedAt: published,
          createdAt: i % 3 === 2 ? new Date(base + i * 1000).toISOString() : new Date(base).toISOString(),
        },
        ...sys,
      })
    }
    for (let i = 0; i < 17; i++)
      await server.payload.create({
        collection: 'leads',
        data: {
          name: `Lead ${i}`,
          email: `pagina${i}@exemplo.com.br`,
          module: 'contact',
          status: 'active',
          classification: 'none',
          ...(i % 4 ? {} : { createdAt: new Date(base).toISOString() }),
        },
        ...sys,
      })
  })
  afterAll(async () => server?.close())

  type Walk = { ids: string[]; pages: number[]; totals: number[] }

  async function walkByCursor(get: (path: string) => Promise<Reply>, path: string): Promise<Walk> {
    const walk: Walk = { ids: [], pages: [], totals: [] }
    let next: string | null = null
    for (let guard = 0; guard < 50; guard++) {
      const reply = await get(`${path}${path.includes('?') ? '&' : '?'}limit=${LIMIT}${next ? `&cursor=${next}` : ''}`)
      expect(reply.status).toBe(200)
      walk.ids.push(...reply.body.data.map((row: { id: number | string }) => String(row.id)))
      walk.pages.push(reply.body.meta.page)
      walk.totals.push(reply.body.meta.total)
      next = reply.body.meta.nextCursor
      if (!next) return walk
    }
    throw new Error('the cursor never ended')
  }

  async function walkByPage(get: (path: string) => Promise<Reply>, path: string) {
    const ids: string[] = []
    for (let page = 1; ; page++) {
      const reply = await get(`${path}${path.includes('?') ? '&' : '?'}limit=${LIMIT}&page=${page}`)
      ids.push(...reply.body.data.map((row: { id: number | string }) => String(row.id)))
      if (page >= reply.body.meta.totalPages) return ids
    }
  }

  it.each([
    ['the public list', '/article/public-articles', false, ARTICLES - 1],
    ['a category of the public list', '/article/public-articles?category=paginacao', false, 11],
    ['the back-office article list', '/article/articles', true, ARTICLES],
    ['the leads list', '/lead/leads', true, 17],
  ])('%s: the cursor visits every row once, in the order of page=N', async (_name, path, asStaff, count) => {
    const get = (p: string) => (asStaff ? staff : pub()).get(p)
    const byCursor = await walkByCursor(get, path)
    expect(byCursor.ids).toHaveLength(count)
    expect(new Set(byCursor.ids).size).toBe(count)
    expect(byCursor.ids).toEqual(await walkByPage(get, path))
    expect(byCursor.pages).toEqual(Array.from({ length: Math.ceil(count / LIMIT) }, (_, i) => i + 1))
    expect(new Set(byCursor.totals)).toEqual(new Set([count]))
  })

  it("the back-office list of a category (the relation's own query): the cursor visits every row once, in the order of page=N", async () => {
    // Twelve articles with an even index, the draft (4) among them: staff see every status.
    for (const path of [`/article/articles?category=${evenCategory}`, `/article/articles?category=${evenCategory}&status=published`]) {
      const count = path.includes('status') ? 11 : 12
      const get = (p: string) => staff.get(p)
      const byCursor = await walkByCursor(get, path)
      expect(byCursor.ids, path).toHaveLength(count)
      expect(new Set(byCursor.ids).size).toBe(count)
      expect(byCursor.ids).toEqual(await walkByPage(get, path))
      expect(new Set(byCursor.totals)).toEqual(new Set([count]))
      // Last changed first, as the unfiltered back-office list orders them.
      const all = (await staff.get('/article/articles?limit=100')).body.data.map((row: { id: number | string }) => String(row.id))
      expect(byCursor.ids).toEqual(all.filter((id: string) => byCursor.ids.includes(id)))
    }
  })

  it('the leads list: pages past the middle, read from the oldest end, hold the rows page=N always held', async () => {
    const all = (await staff.get('/lead/leads?limit=17&page=1')).body.data.map((row: { id: number }) => row.id)
    expect(all).toHaveLength(17)
    for (const limit of [3, 4, 5, 6, 7]) {
      const paged: number[] = []
      for (let page = 1; page <= Math.ceil(17 / limit); page++) {
        const reply = await staff.get(`/lead/leads?limit=${limit}&page=${page}`)
        expect(reply.body.meta.total).toBe(17)
        paged.push(...reply.body.data.map((row: { id: number }) => row.id))
      }
      expect(paged, `pages of ${limit}`).toEqual(all)
    }
    expect((await staff.get('/lead/leads?limit=5&page=9')).body.data).toEqual([])
  })

  it('a page by number far from the start, its ids read first, holds the rows and the order of the same page read whole', async () => {
    // The lists take this path from DEEP_OFFSET skipped rows on (services/shared/deepPage.ts); here it is called on every page.
    const where = { status: { not_equals: 'deleted' } } as const
    for (const limit of [3, 5]) {
      for (let page = 1; page <= Math.ceil(17 / limit) + 1; page++) {
        const q = { where, sort: ['-createdAt', '-id'], page, limit }
        const whole = await server.payload.find({ collection: 'leads', ...q, pagination: false, depth: 0, ...sys })
        const idsFirst = await deepPage<Lead>(server.payload, 'leads', { ...q, ...sys })
        expect(idsFirst, `page ${page} of ${limit}`).toEqual(whole.docs)
      }
    }
    // Access applies to both reads: an anonymous caller reads no lead.
    const denied = await deepPage(server.payload, 'leads', { where, sort: ['-createdAt', '-id'], page: 1, limit: 5, overrideAccess: false }).catch(
      (e: Error) => e,
    )
    expect(denied).toBeInstanceOf(Error)
  })

  it('refuses a cursor it did not hand out, and a cursor with a search, in the contract format', async () => {
    const forged = Buffer.from(JSON.stringify([['x'.repeat(41)], 1, 2])).toString('base64url')
    // Text of a cursor's shape the server never handed out: 422 (issue #62); of another shape: 400.
    const cases: [string, number][] = [
      ['abc', 422],
      ['not%20base64!', 400],
      [forged, 422],
      [Buffer.from('[1,2,3]').toString('base64url'), 422],
      ['A'.repeat(201), 400],
    ]
    for (const [cursor, status] of cases) {
      const reply = await pub().get(`/article/public-articles?cursor=${cursor}`)
      expect(reply.status, cursor).toBe(status)
      expect(reply.body.errors).toEqual([expect.objectContaining({ field: 'query.cursor' })])
    }
    const first = await pub().get(`/article/public-articles?limit=${LIMIT}`)
    const both = await pub().get(`/article/public-articles?search=pagina&cursor=${first.body.meta.nextCursor}`)
    expect(both.status).toBe(400)
    expect(both.body.errors).toEqual([expect.objectContaining({ field: 'query.cursor' })])
  })
})

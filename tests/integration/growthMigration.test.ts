// On every database: each database's migrations on a filled table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFillDb } from '../../bench/growth/fill'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { addDays, dayOf } from '../../services/readStats'
import { articleSearch } from '../../services/search'
import { lexical } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * A database of the previous schema (only the initial migration), with articles and read events
 * already stored, upgraded by the growth migration: the rollups and the search index are built
 * from what was there, and every figure agrees with the raw events.
 */
describe('the growth migration on a database that already has content', () => {
  let server: TestServer
  const today = dayOf(new Date())
  const sys = { overrideAccess: true } as const

  beforeAll(async () => {
    server = await startTestServer({ push: false })
  })
  afterAll(async () => server?.close())

  it('builds the read rollups and the search index from the stored rows', async () => {
    if (server.db.kind === 'mongodb') return // no SQL migrations: MongoDB has no schema to move
    const adapter = server.payload.db as unknown as { migrate: (args: { migrations: unknown[] }) => Promise<void> }
    const list = server.db.kind === 'postgres' ? postgresMigrations : sqliteMigrations
    await adapter.migrate({ migrations: list.slice(0, 1) })

    const db = await openFillDb(server.db.uri)
    const content = JSON.stringify({ root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [] } })
    const at = new Date().toISOString()
    await db.insert('media', ['id', 'alt', 'filename'], [[1, 'capa', 'capa.png']])
    await db.insert('users', ['id', 'name', 'last_name', 'email', 'status', 'unique_key'], [[1, 'Ana', 'Souza', 'ana@example.com', 'active', 'k-1']])
    await db.insert('categories', ['id', 'name', 'slug', 'description', 'status', 'unique_key'], [[1, 'Gestão', 'gestao', 'Gestão', 'active', 'k-c']])
    await db.insert(
      'articles',
      ['id', 'title', 'slug', 'content', 'image_id', 'author_id', 'status', 'published_at', 'search_text', 'created_at', 'updated_at'],
      [
        [1, 'Orçamento anual', 'orcamento-anual', content, 1, 1, 'published', at, 'orcamento anual para empresas', at, at],
        [2, 'Orçamento de obras', 'orcamento-de-obras', content, 1, 1, 'published', at, 'orcamento de obras publicas', at, at],
        [3, 'Orçamento em rascunho', 'orcamento-rascunho', content, 1, 1, 'draft', null, 'orcamento em rascunho', at, at],
      ],
    )
    await db.insert(
      'articles_rels',
      ['order', 'parent_id', 'path', 'categories_id'],
      [
        [1, 1, 'categories', 1],
        [1, 2, 'categories', 1],
        [1, 3, 'categories', 1],
      ],
    )
    const reads: [number, number, string, string][] = [
      [1, 1, today, 'v1'],
      [2, 1, today, 'v2'],
      [3, 1, addDays(today, -1), 'v1'],
      [4, 1, addDays(today, -40), 'v3'],
      [5, 2, today, 'v1'],
    ]
    await db.insert(
      'article_reads',
      ['id', 'article_id', 'day', 'visitor', 'key'],
      reads.map(([id, a, d, v]) => [id, a, d, v, `${a}:${d}:${v}`]),
    )
    await db.close()

    await adapter.migrate({ migrations: list })

    const totals = await server.payload.find({ collection: 'article-read-totals', sort: 'article', depth: 0, ...sys })
    expect(
      totals.docs.map((t) => ({
        article: Number(t.article),
        week: t.readsWeek,
        quarter: t.readsQuarter,
        year: t.readsYear,
        last: t.lastReadDay,
        published: t.published,
      })),
    ).toEqual([
      { article: 1, week: 3, quarter: 4, year: 4, last: today, published: true },
      { article: 2, week: 1, quarter: 1, year: 1, last: today, published: true },
    ])
    const days = await server.payload.find({ collection: 'read-days', sort: 'day', depth: 0, ...sys })
    expect(days.docs.map((d) => [d.day, d.reads])).toEqual([
      [addDays(today, -40), 1],
      [addDays(today, -1), 1],
      [today, 3],
    ])
    expect((await server.payload.count({ collection: 'article-read-days', ...sys })).totalDocs).toBe(4)

    const published = await articleSearch(server.payload).search({ words: ['orcamento'], status: 'published', page: 1, limit: 10 })
    expect(published.total).toBe(2)
    expect(published.ids.map(Number).sort()).toEqual([1, 2])
    expect((await articleSearch(server.payload).search({ words: ['rascunho'], page: 1, limit: 10 })).ids.map(Number)).toEqual([3])
    expect((await articleSearch(server.payload).search({ words: ['obras'], status: 'published', page: 1, limit: 10 })).ids.map(Number)).toEqual([2])

    // The content_locales migration moved every text into its pt-BR row: nothing was lost, and
    // every other language reads it through the fallback until it is translated.
    const article = await server.payload.findByID({ collection: 'articles', id: 1, depth: 0, ...sys })
    expect(article).toMatchObject({ title: 'Orçamento anual', slug: 'orcamento-anual', content: JSON.parse(content) })
    const inFrench = await server.payload.findByID({ collection: 'articles', id: 1, depth: 0, locale: 'fr', ...sys })
    expect(inFrench.title).toBe('Orçamento anual')
    const category = await server.payload.findByID({ collection: 'categories', id: 1, depth: 0, locale: 'en', ...sys })
    expect(category).toMatchObject({ name: 'Gestão', description: 'Gestão', slug: 'gestao' })
    const author = await server.payload.findByID({ collection: 'users', id: 1, depth: 0, ...sys })
    expect(author.name).toBe('Ana')
    // Translations are new rows beside the moved ones.
    await server.payload.update({
      collection: 'articles',
      id: 1,
      locale: 'en',
      data: { title: 'Yearly budget', content: lexical('Budget for the year') },
      ...sys,
    })
    expect((await server.payload.findByID({ collection: 'articles', id: 1, depth: 0, ...sys })).title).toBe('Orçamento anual')
    expect((await server.payload.findByID({ collection: 'articles', id: 1, depth: 0, locale: 'en', ...sys })).title).toBe('Yearly budget')
  })
})

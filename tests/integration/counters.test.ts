// On every database: atomic increments under concurrency.
import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLE_TERMS_BACKFILL, countersBackfill } from '../../migrations/shared/20261124_keptCounts'
import { ROW_COUNTS_BACKFILL } from '../../migrations/shared/20261126_rowCounts'
import { pruneActivityBefore } from '../../services/jobs/pruneActivity'
import { COUNTER, counters } from '../../services/counters'
import { addDays, dayOf, readStats } from '../../services/readStats'
import { seedDemoContent } from '../../services/seed'
import { ensureRoles } from '../../services/seed/roles'
import { sqlAccess } from '../../services/shared/sqlAccess'
import { client, lexical, makeImage, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import type { Article } from '../../payload-types'

/**
 * The kept counts (services/counters) that list totals and the dashboard read instead of
 * counting articles: after every kind of change they equal a recount from scratch (the
 * migration's own statements), and the figures built on them equal plain counts.
 */
describe('kept counts', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  const sys = { overrideAccess: true } as const
  const today = dayOf(new Date())
  let base: Pick<Article, 'image' | 'author' | 'content'>
  let categoryIds: number[]
  let tagIds: number[]

  const dialect = () => (server.payload.db.name === 'postgres' ? 'postgres' : 'sqlite')

  /** Every non-zero counter, by name. */
  async function keptCounts() {
    const { run, drizzle } = sqlAccess(server.payload)
    const sql = dialect() === 'postgres' ? postgresSql : sqliteSql
    const { rows } = await run(drizzle, sql`SELECT "name", "value" FROM "counters" WHERE "value" <> 0 ORDER BY "name"`)
    return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.value)]))
  }

  /** Every row of article-terms, as comparable text. */
  async function termRows() {
    const { run, drizzle } = sqlAccess(server.payload)
    const sql = dialect() === 'postgres' ? postgresSql : sqliteSql
    const { rows } = await run(drizzle, sql`SELECT "article", "kind", "term", "published_at", "article_created_at" FROM "article_terms"`)
    return rows.map((r) => [r.article, r.kind, r.term, r.published_at, r.article_created_at].map(String).join('|')).sort()
  }

  /** The counters and term rows as the migration computes them from the articles (then kept from there on). */
  async function rebuilt() {
    const { run, drizzle } = sqlAccess(server.payload)
    const sql = dialect() === 'postgres' ? postgresSql : sqliteSql
    for (const statement of [...countersBackfill(dialect()), ...ROW_COUNTS_BACKFILL, ...ARTICLE_TERMS_BACKFILL]) await run(drizzle, sql.raw(statement))
    return { counts: await keptCounts(), terms: await termRows() }
  }

  const make = (data: Pick<Article, 'status'> & Partial<Pick<Article, 'categories' | 'tags'>>) =>
    server.payload.create({
      collection: 'articles',
      data: { ...base, title: `Contagem ${Math.random()}`, categories: [categoryIds[0]!], ...data },
      draft: false,
      ...sys,
    })

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await seedDemoContent(server.payload, { adminEmail: 'admin@example.com', adminPassword: 'Admin@12345' })
    admin = client(server, await tokenFor(server, 'admin@example.com', 'Admin@12345'))
    const image = await makeImage(server.payload)
    const { docs: users } = await server.payload.find({ collection: 'users', limit: 1, ...sys })
    categoryIds = (await server.payload.find({ collection: 'categories', limit: 3, sort: 'id', ...sys })).docs.map((c) => c.id)
    tagIds = (await server.payload.find({ collection: 'tags', limit: 3, sort: 'id', ...sys })).docs.map((t) => t.id)
    base = { image: image.id, author: users[0]!.id, content: lexical('Texto.') }
  })
  afterAll(async () => server?.close())

  it('equal a rebuild from scratch after creating, publishing, re-filing, unpublishing, deleting and reading articles', async () => {
    if (server.payload.db.name === 'mongoose') return
    expect(Object.keys(await keptCounts()).length).toBeGreaterThan(3) // the seed's articles were counted as they were made

    const draft = await make({ status: 'draft', tags: [tagIds[0]!] })
    const published = await make({ status: 'published', tags: [tagIds[0]!, tagIds[1]!] })
    const doomed = await make({ status: 'published', categories: [categoryIds[1]!, categoryIds[2]!] })
    await server.payload.update({ collection: 'articles', id: draft.id, data: { status: 'published' }, ...sys })
    // Re-filed while published: leaves one category and one tag, joins others.
    await server.payload.update({ collection: 'articles', id: published.id, data: { categories: [categoryIds[1]!], tags: [tagIds[2]!] }, ...sys })

    // Reads: many visitors at once on the same article and day (the last-read day moves once),
    // an older day after a newer one (it does not move back), and reads of the doomed article.
    const store = readStats(server.payload)
    const before = await keptCounts()
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.recordRead({ article: published.id, day: today, visitor: `v${i}`, key: `${published.id}:${today}:v${i}` })),
    )
    const lastWeek = addDays(today, -6)
    await store.recordRead({ article: draft.id, day: today, visitor: 'a', key: `${draft.id}:${today}:a` })
    await store.recordRead({ article: draft.id, day: lastWeek, visitor: 'b', key: `${draft.id}:${lastWeek}:b` })
    await store.recordRead({ article: doomed.id, day: lastWeek, visitor: 'c', key: `${doomed.id}:${lastWeek}:c` })

    // Unpublished after being read, then back; then one deleted.
    const afterReads = await keptCounts()
    await server.payload.update({ collection: 'articles', id: draft.id, data: { status: 'draft' }, ...sys })
    const whileUnpublished = await keptCounts()
    await server.payload.update({ collection: 'articles', id: published.id, data: { status: 'draft' }, ...sys })
    await server.payload.update({ collection: 'articles', id: published.id, data: { status: 'published' }, ...sys })
    await server.payload.delete({ collection: 'articles', id: doomed.id, ...sys })

    const kept = await keptCounts()
    // Twelve reads of one article today moved it into today's bucket once; unpublishing the
    // other article read today took it out; the round trip and the deletion left today alone.
    const readToday = COUNTER.lastReadOn(today)
    expect(afterReads[readToday]! - (before[readToday] ?? 0)).toBe(2)
    expect(whileUnpublished[readToday]).toBe(afterReads[readToday]! - 1)
    expect(kept[readToday]).toBe(whileUnpublished[readToday])
    expect(kept[COUNTER.publishedIn('category', categoryIds[2]!)] ?? 0).toBe(
      (
        await server.payload.count({
          collection: 'articles',
          where: { and: [{ status: { equals: 'published' } }, { categories: { in: [categoryIds[2]!] } }] },
          ...sys,
        })
      ).totalDocs,
    )
    const terms = await termRows()
    expect(terms.length).toBeGreaterThan(3)
    expect({ counts: kept, terms }).toEqual(await rebuilt())
  })

  it('give the dashboard and the category and tag lists the figures a plain count gives', async () => {
    if (server.payload.db.name === 'mongoose') return
    const published = (await server.payload.count({ collection: 'articles', where: { status: { equals: 'published' } }, ...sys })).totalDocs
    for (const [period, days] of [
      ['7d', 7],
      ['12m', 365],
    ] as const) {
      const since = `${addDays(today, -(days - 1))}T00:00:00.000Z`
      const d = (await admin.get(`/dashboard/statistics?period=${period}`)).body.data
      expect(d.totalCreated).toBe(
        (await server.payload.count({ collection: 'articles', where: { createdAt: { greater_than_equal: since } }, ...sys })).totalDocs,
      )
      const read = (
        await server.payload.count({
          collection: 'article-read-totals',
          where: { and: [{ published: { equals: true } }, { lastReadDay: { greater_than_equal: since.slice(0, 10) } }] },
          ...sys,
        })
      ).totalDocs
      expect(d.unreadArticles).toBe(published - read)
    }
    for (const [collection, field] of [
      ['categories', 'category'],
      ['tags', 'tag'],
    ] as const) {
      const { docs } = await server.payload.find({ collection, limit: 3, sort: 'id', ...sys })
      for (const term of docs) {
        const where = { and: [{ status: { equals: 'published' } }, { [collection]: { in: [term.id] } }] }
        const expected = (await server.payload.count({ collection: 'articles', where, ...sys })).totalDocs
        const newest = await server.payload.find({
          collection: 'articles',
          where,
          sort: ['-publishedAt', '-createdAt', '-id'],
          limit: 4,
          depth: 0,
          select: {},
          ...sys,
        })
        const reply = await client(server).get(`/article/public-articles?${field}=${term.slug}&limit=2`)
        expect(reply.status).toBe(200)
        expect(reply.body.meta.total).toBe(expected)
        const shown = reply.body.data.map((a: { id: number }) => a.id)
        if (reply.body.meta.nextCursor) {
          const next = await client(server).get(`/article/public-articles?${field}=${term.slug}&limit=2&cursor=${reply.body.meta.nextCursor}`)
          expect(next.body.meta.total).toBe(expected)
          shown.push(...next.body.data.map((a: { id: number }) => a.id))
        }
        // Newest first, the same articles in the same order as the articles table itself gives.
        expect(shown).toEqual(newest.docs.map((d) => d.id))
      }
    }
  })

  it('keep the totals of the leads and activity lists equal to a count, through sign-ups, soft and hard deletes, returns and the retention', async () => {
    if (server.payload.db.name === 'mongoose') return
    const shown = async () => ({
      leads: (await admin.get('/lead/leads?limit=1')).body.meta.total as number,
      activity: (await admin.get('/auth/activity?limit=1')).body.meta.total as number,
    })
    const counted = async () => ({
      leads: (await server.payload.count({ collection: 'leads', where: { status: { not_equals: 'deleted' } }, ...sys })).totalDocs,
      activity: (await server.payload.count({ collection: 'activity-log', ...sys })).totalDocs,
    })
    const before = await shown()
    const stamp = Date.now()
    for (const i of [1, 2, 3]) expect((await client(server).post('/newsletter/subscribe', { email: `conta-${stamp}-${i}@example.com` })).status).toBe(201)
    const { docs } = await server.payload.find({ collection: 'leads', where: { email: { like: `conta-${stamp}` } }, sort: 'id', ...sys })
    expect(docs).toHaveLength(3)
    expect((await admin.delete(`/lead/leads/${docs[0]!.id}`)).status).toBe(200) // soft: leaves the list
    expect((await admin.delete(`/lead/leads/${docs[1]!.id}`)).status).toBe(200)
    expect((await client(server).post('/newsletter/subscribe', { email: docs[1]!.email })).status).toBeLessThan(300) // comes back
    await server.payload.delete({ collection: 'leads', id: docs[2]!.id, ...sys }) // hard, as from /cms
    const after = await shown()
    expect(after.leads).toBe(before.leads + 1)
    expect(after.activity).toBeGreaterThan(before.activity) // the deletions were recorded
    expect(after).toEqual(await counted())

    await pruneActivityBefore(server.payload, new Date(Date.now() + 1000))
    expect(await shown()).toEqual({ leads: after.leads, activity: 0 })
    expect(await counted()).toEqual({ leads: after.leads, activity: 0 })
    expect(await keptCounts()).toEqual((await rebuilt()).counts)
  })

  it("drop a category's count with the category", async () => {
    if (server.payload.db.name === 'mongoose') return
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: `Efêmera ${Date.now()}`, description: 'Some com o teste.', status: 'active', textColor: '#FFFFFF', backgroundColor: '#02236B' },
      ...sys,
    })
    const article = await make({ status: 'published', categories: [category.id] })
    const name = COUNTER.publishedIn('category', category.id)
    expect(await counters(server.payload)!.get(name)).toBe(1)
    await server.payload.delete({ collection: 'articles', id: article.id, ...sys })
    await make({ status: 'published', categories: [category.id] })
    await server.payload.delete({ collection: 'categories', id: category.id, ...sys })
    expect(await counters(server.payload)!.get(name)).toBe(0)
    expect((await termRows()).filter((row) => row.includes(`|category|${category.id}|`))).toEqual([])
  })
})

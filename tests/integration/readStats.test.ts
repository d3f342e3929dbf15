// On every database: aggregate queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, dayOf, newReadStats, readStats } from '../../services/readStats'
import { seedDemoContent } from '../../services/seed'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import type { Article } from '../../payload-types'

/**
 * The rollups behind popular articles and the dashboard agree with the raw read events they
 * summarise, keep the one-read-per-visitor-per-day rule, follow publishing and deletion, roll
 * their windows exactly once, and survive the pruning of old events.
 */
describe('read statistics from rollups', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  const pub = () => client(server)
  const sys = { overrideAccess: true } as const
  const today = dayOf(new Date())
  let article: Article

  /** Raw truth, from the read events themselves (small data: a test may load them). */
  async function rawReads(sinceDay: string) {
    const { docs } = await server.payload.find({
      collection: 'article-reads',
      where: { day: { greater_than_equal: sinceDay } },
      limit: 100_000,
      pagination: false,
      depth: 0,
      ...sys,
    })
    return docs.map((d) => ({ article: String(typeof d.article === 'object' ? (d.article as { id: unknown }).id : d.article), day: String(d.day) }))
  }

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await seedDemoContent(server.payload, { adminEmail: 'admin@example.com', adminPassword: 'Admin@12345' })
    admin = client(server, await tokenFor(server, 'admin@example.com', 'Admin@12345'))
    const image = await makeImage(server.payload)
    const { docs: categories } = await server.payload.find({ collection: 'categories', limit: 1, ...sys })
    const { docs: users } = await server.payload.find({ collection: 'users', limit: 1, ...sys })
    article = await server.payload.create({
      collection: 'articles',
      data: {
        title: 'Leituras ao longo do ano',
        content: lexical('Texto.'),
        image: image.id,
        categories: [categories[0]!.id],
        author: users[0]!.id,
        status: 'published',
      },
      ...sys,
    })
  })
  afterAll(async () => server?.close())

  it('popular articles: the counts of the raw events in each period, most read first, published only', async () => {
    for (const period of [7, 30, 90, 365]) {
      const raw = await rawReads(addDays(today, -period))
      const counts = new Map<string, number>()
      for (const r of raw) counts.set(r.article, (counts.get(r.article) ?? 0) + 1)
      const popular = (await pub().get(`/article/popular?period=${period}&limit=20`)).body.data as { id: number; reads: number }[]
      expect(popular.length).toBe(Math.min(20, counts.size))
      for (const p of popular) expect(p.reads).toBe(counts.get(String(p.id)))
      expect(popular.map((p) => p.reads)).toEqual([...popular.map((p) => p.reads)].sort((a, b) => b - a))
      expect(popular[0]!.reads).toBe(Math.max(...counts.values()))
    }
  })

  it('dashboard: reads per day, totals and unread articles equal what the raw events say, for every period', async () => {
    const published = (await server.payload.count({ collection: 'articles', where: { status: { equals: 'published' } }, ...sys })).totalDocs
    for (const [period, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
      ['12m', 365],
    ] as const) {
      const since = addDays(today, -(days - 1))
      const raw = await rawReads(since)
      const d = (await admin.get(`/dashboard/statistics?period=${period}`)).body.data
      expect(d.readsPerDay).toHaveLength(days)
      expect(d.totalReads).toBe(raw.length)
      for (const { day, reads } of d.readsPerDay as { day: string; reads: number }[]) expect(reads).toBe(raw.filter((r) => r.day === day).length)
      const { docs: publishedDocs } = await server.payload.find({
        collection: 'articles',
        where: { status: { equals: 'published' } },
        limit: 1000,
        pagination: false,
        depth: 0,
        select: { author: true },
        ...sys,
      })
      const readIds = new Set(raw.map((r) => r.article))
      const { docs: everyArticle } = await server.payload.find({
        collection: 'articles',
        limit: 1000,
        pagination: false, // the test's few articles
        depth: 0,
        select: { author: true },
        ...sys,
      })
      expect(d.authors).toBe(new Set(everyArticle.map((a) => String(a.author))).size)
      expect(d.unreadArticles).toBe(publishedDocs.filter((a) => !readIds.has(String(a.id))).length)
      expect(d.unreadArticles).toBeLessThanOrEqual(published)
    }
  })

  it('counts a visitor once a day, and the rollups move with each counted read only', async () => {
    const before = (await admin.get('/dashboard/statistics?period=7d')).body.data.totalReads
    expect((await pub().post(`/article/read/${article.id}`, undefined, { 'user-agent': 'rollup-a' })).body.data.counted).toBe(true)
    expect((await pub().post(`/article/read/${article.id}`, undefined, { 'user-agent': 'rollup-a' })).body.data.counted).toBe(false)
    expect((await pub().post(`/article/read/${article.id}`, undefined, { 'user-agent': 'rollup-b' })).body.data.counted).toBe(true)
    expect((await admin.get('/dashboard/statistics?period=7d')).body.data.totalReads).toBe(before + 2)
    const [totals] = (await server.payload.find({ collection: 'article-read-totals', where: { article: { equals: article.id } }, ...sys })).docs
    expect(totals).toMatchObject({ published: true, lastReadDay: today, readsWeek: 2, readsMonth: 2, readsQuarter: 2, readsYear: 2 })
  })

  it('follows unpublishing and publishing again, and forgets a deleted article', async () => {
    // limit=19: a read does not drop the cached list (it refreshes every minute); a publish does.
    const isPopular = async () =>
      ((await pub().get('/article/popular?period=7&limit=19')).body.data as { id: unknown }[]).some((a) => String(a.id) === String(article.id))
    expect(await isPopular()).toBe(true)
    const unreadBefore = (await admin.get('/dashboard/statistics?period=7d')).body.data.unreadArticles
    expect((await admin.patch(`/article/articles/${article.id}/status`, { action: 'unpublish' })).status).toBe(200)
    expect(await isPopular()).toBe(false)
    expect((await admin.get('/dashboard/statistics?period=7d')).body.data.unreadArticles).toBe(unreadBefore)
    expect((await admin.patch(`/article/articles/${article.id}/status`, { action: 'publish' })).status).toBe(200)
    expect(await isPopular()).toBe(true)

    const image = await makeImage(server.payload)
    const doomed = await server.payload.create({
      collection: 'articles',
      data: {
        title: 'Artigo a apagar',
        content: lexical('Fim.'),
        image: image.id,
        categories: [(await server.payload.find({ collection: 'categories', limit: 1, ...sys })).docs[0]!.id],
        author: (await server.payload.find({ collection: 'users', limit: 1, ...sys })).docs[0]!.id,
        status: 'published',
      },
      ...sys,
    })
    await pub().post(`/article/read/${doomed.id}`, undefined, { 'user-agent': 'rollup-c' })
    expect((await server.payload.count({ collection: 'article-read-days', where: { article: { equals: doomed.id } }, ...sys })).totalDocs).toBe(1)
    expect((await admin.delete(`/article/articles/${doomed.id}`)).status).toBe(200)
    for (const collection of ['article-reads', 'article-read-days', 'article-read-totals'] as const) {
      expect((await server.payload.count({ collection, where: { article: { equals: doomed.id } }, ...sys })).totalDocs).toBe(0)
    }
  })

  it('prunes raw events past the retention and keeps every figure', async () => {
    const store = readStats(server.payload)
    const old = addDays(today, -120)
    expect(await store.recordRead({ article: article.id, day: old, visitor: 'old-visitor', key: `${article.id}:${old}:old-visitor` })).toBe(true)
    const before = (await admin.get('/dashboard/statistics?period=12m')).body.data
    const oldEvents = (await server.payload.count({ collection: 'article-reads', where: { day: { less_than: addDays(today, -90) } }, ...sys })).totalDocs
    expect(await store.pruneEvents(addDays(today, -90), 1)).toBe(oldEvents)
    expect((await server.payload.count({ collection: 'article-reads', where: { day: { less_than: addDays(today, -90) } }, ...sys })).totalDocs).toBe(0)
    expect((await admin.get('/dashboard/statistics?period=12m')).body.data).toEqual(before)
  })

  it('rolls each window forward exactly once as days pass (reads leave the windows they no longer fall in)', async () => {
    const store = readStats(server.payload)
    const image = await makeImage(server.payload)
    const x = await server.payload.create({
      collection: 'articles',
      data: {
        title: 'Janelas de leitura',
        content: lexical('Texto.'),
        image: image.id,
        categories: [(await server.payload.find({ collection: 'categories', limit: 1, ...sys })).docs[0]!.id],
        author: (await server.payload.find({ collection: 'users', limit: 1, ...sys })).docs[0]!.id,
        status: 'published',
      },
      ...sys,
    })
    for (const ago of [0, 10, 40, 100, 300]) {
      const day = addDays(today, -ago)
      await store.recordRead({ article: x.id, day, visitor: `w${ago}`, key: `${x.id}:${day}:w${ago}` })
    }
    const totals = async () => (await server.payload.find({ collection: 'article-read-totals', where: { article: { equals: x.id } }, ...sys })).docs[0]!
    expect(await totals()).toMatchObject({ readsWeek: 1, readsMonth: 2, readsQuarter: 3, readsYear: 5 })
    // 35 days later: the week and the month are empty, the quarter keeps -40 (now -75), the year all five.
    const later = addDays(today, 35)
    await store.rollWindows(later)
    expect(await totals()).toMatchObject({ readsWeek: 0, readsMonth: 0, readsQuarter: 3, readsYear: 5 })
    // Another instance (no memory of this one) and a repeat change nothing.
    await newReadStats(server.payload).rollWindows(later)
    await store.rollWindows(later)
    expect(await totals()).toMatchObject({ readsWeek: 0, readsMonth: 0, readsQuarter: 3, readsYear: 5 })
    // 70 more days: only the year still holds the reads of -100 and -300 (now -205 and -405: one left).
    await newReadStats(server.payload).rollWindows(addDays(later, 70))
    expect(await totals()).toMatchObject({ readsWeek: 0, readsMonth: 0, readsQuarter: 0, readsYear: 4 })
  })
})

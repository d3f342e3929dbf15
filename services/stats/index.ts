import type { Payload } from 'payload'
import { COUNTER, DAY_COUNTERS, counters } from '../counters'
import { addDays, dayOf, readStats } from '../readStats'
import type { UserDoc } from '../users/types'
import { heavyRead } from '../system/heavyReads'
import type { StatPeriod } from '../../domain/site'

const PERIOD_DAYS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 }

/**
 * Dashboard figures for a period: reads, articles created, published articles with no read
 * (unread), authors, recent articles and reads per day (every day present, zeros included).
 * Everything comes from the rollups and kept counts: at most 366 day rows and as many counter
 * rows are read, whatever the number of articles or reads. The gateway has checked that the caller holds the
 * dashboard route; these are aggregate system reads.
 */
export function dashboardStatistics(payload: Payload, _user: UserDoc, period: StatPeriod) {
  // Staff opening the dashboard at the same moment share one computation per period.
  let running = inFlight.get(payload)
  if (!running) inFlight.set(payload, (running = new Map()))
  let pending = running.get(period)
  if (!pending) {
    pending = heavyRead(payload, () => computeStatistics(payload, period)).finally(() => running.delete(period))
    running.set(period, pending)
  }
  return pending
}

/**
 * Articles created since `sinceDay` (UTC days, as the chart's), published articles, and published
 * articles last read since `sinceDay`: a few counter rows (services/counters) on SQL databases,
 * index counts on MongoDB.
 */
async function articleCounts(payload: Payload, sinceDay: string) {
  const kept = counters(payload)
  if (kept) {
    const [created, published, readInPeriod] = await Promise.all([
      kept.sumSince(DAY_COUNTERS.created, sinceDay),
      kept.get(COUNTER.published),
      kept.sumSince(DAY_COUNTERS.lastRead, sinceDay),
    ])
    return { created, published, readInPeriod }
  }
  const sys = { overrideAccess: true } as const
  const [created, published, readInPeriod] = await Promise.all([
    payload.count({ collection: 'articles', where: { createdAt: { greater_than_equal: `${sinceDay}T00:00:00.000Z` } }, ...sys }),
    payload.count({ collection: 'articles', where: { status: { equals: 'published' } }, ...sys }),
    payload.count({
      collection: 'article-read-totals',
      where: { and: [{ published: { equals: true } }, { lastReadDay: { greater_than_equal: sinceDay } }] },
      ...sys,
    }),
  ])
  return { created: created.totalDocs, published: published.totalDocs, readInPeriod: readInPeriod.totalDocs }
}

const inFlight = new WeakMap<Payload, Map<string, ReturnType<typeof computeStatistics>>>()

async function computeStatistics(payload: Payload, period: StatPeriod) {
  const days = PERIOD_DAYS[period] ?? 30
  const today = dayOf(new Date())
  const sinceDay = addDays(today, -(days - 1))
  const sys = { overrideAccess: true } as const

  const [readDays, { created, published, readInPeriod }, authors, recent] = await Promise.all([
    payload.find({
      collection: 'read-days',
      where: { day: { greater_than_equal: sinceDay } },
      select: { day: true, reads: true },
      limit: days + 1,
      pagination: false, // bounded: one row per day of the period
      depth: 0,
      ...sys,
    }),
    articleCounts(payload, sinceDay),
    readStats(payload).countAuthors(),
    payload.find({
      collection: 'articles',
      sort: '-createdAt',
      limit: 5,
      pagination: false /* five rows */,
      depth: 0,
      select: { title: true, slug: true, status: true, publishedAt: true, createdAt: true },
      ...sys,
    }),
  ])
  const perDay = new Map<string, number>()
  for (let day = sinceDay; day <= today; day = addDays(day, 1)) perDay.set(day, 0)
  for (const r of readDays.docs) if (perDay.has(String(r.day))) perDay.set(String(r.day), Number(r.reads))
  return {
    period,
    totalReads: [...perDay.values()].reduce((a, b) => a + b, 0),
    totalCreated: created,
    unreadArticles: Math.max(0, published - readInPeriod),
    authors,
    recentArticles: recent.docs.map((a) => ({
      id: a.id,
      title: a.title,
      slug: a.slug,
      status: a.status,
      publishedAt: a.publishedAt ?? null,
      createdAt: a.createdAt,
    })),
    readsPerDay: [...perDay.entries()].map(([day, count]) => ({ day, reads: count })),
  }
}

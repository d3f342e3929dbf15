import type { Payload } from 'payload'
import { asUser } from '../caller'
import type { UserDoc } from '../users/types'

const PERIOD_DAYS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 }

/**
 * Dashboard figures for a period: reads, articles created, published articles with no read
 * (unread), authors, recent articles and reads per day (every day present, zeros included).
 */
export async function dashboardStatistics(payload: Payload, user: UserDoc, period: string) {
  const days = PERIOD_DAYS[period] ?? 30
  const since = new Date(Date.now() - (days - 1) * 86_400_000)
  const sinceDay = since.toISOString().slice(0, 10)

  const { docs: reads } = await payload.find({ collection: 'article-reads', where: { day: { greater_than_equal: sinceDay } }, select: { article: true, day: true }, depth: 0, pagination: false, ...asUser(user) })
  const perDay = new Map<string, number>()
  for (let i = 0; i < days; i++) perDay.set(new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10), 0)
  const readArticles = new Set<string>()
  for (const r of reads) {
    perDay.set(String(r.day), (perDay.get(String(r.day)) ?? 0) + 1)
    readArticles.add(String(r.article))
  }

  const sys = { overrideAccess: true } as const // counts only; the caller holds the dashboard route
  const [created, published, authors, recent] = await Promise.all([
    payload.count({ collection: 'articles', where: { createdAt: { greater_than_equal: since.toISOString() } }, ...sys }),
    payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, select: {}, depth: 0, pagination: false, ...sys }),
    payload.find({ collection: 'articles', select: { author: true }, depth: 0, pagination: false, ...sys }),
    payload.find({ collection: 'articles', sort: '-createdAt', limit: 5, depth: 0, select: { title: true, slug: true, status: true, publishedAt: true, createdAt: true }, ...sys }),
  ])
  return {
    period,
    totalReads: reads.length,
    totalCreated: created.totalDocs,
    unreadArticles: published.docs.filter((a) => !readArticles.has(String(a.id))).length,
    authors: new Set(authors.docs.map((a) => String(a.author))).size,
    recentArticles: recent.docs.map((a) => ({ id: a.id, title: a.title, slug: a.slug, status: a.status, publishedAt: a.publishedAt ?? null, createdAt: a.createdAt })),
    readsPerDay: [...perDay.entries()].map(([day, count]) => ({ day, reads: count })),
  }
}

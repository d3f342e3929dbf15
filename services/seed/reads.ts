import type { Payload } from 'payload'
import type { Article } from '../../payload-types'
import { readStats } from '../readStats'

type Id = Article['id']

/** A month of plausible reading history, so "popular" and the dashboard chart have data. */
export async function seedReads(payload: Payload, articles: Id[], now: Date): Promise<void> {
  let s = 42
  const rand = () => ((s = (s * 1103515245 + 12345) % 2 ** 31), s / 2 ** 31)
  const store = readStats(payload)
  for (const [rank, article] of articles.entries()) {
    const reads = Math.max(2, Math.round((articles.length - rank) * 2.5 * rand()))
    for (let n = 0; n < reads; n++) {
      const day = new Date(now.getTime() - Math.floor(rand() * 28) * 86_400_000).toISOString().slice(0, 10)
      const visitor = `seed-${n}`
      // The unique key makes a re-run of an interrupted seed count nothing twice.
      await store.recordRead({ article, day, visitor, key: `${article}:${day}:${visitor}` })
    }
  }
}

import type { PayloadRequest } from 'payload'

/** The sliding windows of the popular list: reads on the last `days` days and today. */
export const READ_WINDOWS = [
  { days: 7, field: 'readsWeek', column: 'reads_week' },
  { days: 30, field: 'readsMonth', column: 'reads_month' },
  { days: 90, field: 'readsQuarter', column: 'reads_quarter' },
  { days: 365, field: 'readsYear', column: 'reads_year' },
] as const

/**
 * Counting and rollups of article reads, done in the database. One implementation per adapter
 * family (SQL through the adapter's drizzle instance, MongoDB through its models); callers
 * read the rollups through the Local API with bounded limits.
 */
export interface ReadStatsStore {
  /** Stores one read event and bumps every rollup in one transaction; false when already counted. */
  recordRead(read: { article: number | string; day: string; visitor: string; key: string }): Promise<boolean>
  /** Subtracts the days that left each window, once, so the windows end on `today`. */
  rollWindows(today: string): Promise<void>
  /** Marks an article's totals as published or not (the popular list and unread count read it). */
  setPublished(article: number | string, published: boolean, req?: Partial<PayloadRequest>): Promise<void>
  /** Deletes an article's read events and rollups (before the article itself goes). */
  forgetArticle(article: number | string, req?: Partial<PayloadRequest>): Promise<void>
  /** Deletes raw read events older than `beforeDay`, a batch at a time; returns how many. */
  pruneEvents(beforeDay: string, batch?: number): Promise<number>
  /** How many different authors wrote articles. */
  countAuthors(): Promise<number>
}

export const dayOf = (date: Date) => date.toISOString().slice(0, 10)
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000))

/** For each window (in READ_WINDOWS order), 1 when it still holds a read of `day` on `today`, else 0. */
export const windowIncrements = (day: string, today: string) => READ_WINDOWS.map((w) => (day >= addDays(today, -w.days) ? 1 : 0))

import type { TaskConfig } from 'payload'
import { addDays, dayOf, readStats } from '../readStats'

/**
 * Deletes raw read events older than the retention (READS_RETENTION_DAYS, default 90), once
 * an hour, in batches. The rollups they fed stay, so every figure is unchanged; only the
 * one-read-per-visitor check needs the raw rows, and only for the current day.
 */
export const pruneReadEvents = (retentionDays: number): TaskConfig<'pruneReadEvents'> => ({
  slug: 'pruneReadEvents',
  schedule: [{ cron: '45 17 * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    const store = readStats(req.payload)
    const today = dayOf(new Date())
    await store.rollWindows(today)
    const pruned = retentionDays > 0 ? await store.pruneEvents(addDays(today, -retentionDays)) : 0
    return { output: { pruned } }
  },
})

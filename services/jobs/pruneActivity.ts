import type { Payload, TaskConfig, Where } from 'payload'
import { COUNTER, counters } from '../counters'
import { inTransaction } from '../transaction'

/**
 * Deletes activity entries older than the retention (ACTIVITY_RETENTION_DAYS, default 365),
 * once an hour: one statement on the createdAt index, whatever the number of entries.
 */
export const pruneActivity = (retentionDays: number): TaskConfig<'pruneActivity'> => ({
  slug: 'pruneActivity',
  schedule: [{ cron: '15 23 * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    if (retentionDays <= 0) return { output: {} }
    await pruneActivityBefore(req.payload, new Date(Date.now() - retentionDays * 86_400_000))
    return { output: {} }
  },
})

/**
 * The retention's delete, also run by the tests. The kept count of entries loses what goes, in
 * the same transaction (nothing new is older than the retention, so the count is what is deleted).
 */
export async function pruneActivityBefore(payload: Payload, before: Date) {
  const where: Where = { createdAt: { less_than: before.toISOString() } }
  await inTransaction(payload, null, async (req) => {
    const kept = counters(payload)
    const gone = kept ? (await payload.db.count({ collection: 'activity-log', where, req })).totalDocs : 0
    await payload.db.deleteMany({ collection: 'activity-log', where, req })
    if (gone) await kept!.bump({ [COUNTER.activity]: -gone }, req)
  })
}

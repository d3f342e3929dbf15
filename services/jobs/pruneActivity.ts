import type { Payload, TaskConfig } from 'payload'

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

/** The retention's delete, also run by the tests. */
export async function pruneActivityBefore(payload: Payload, before: Date) {
  await payload.db.deleteMany({ collection: 'activity-log', where: { createdAt: { less_than: before.toISOString() } } })
}

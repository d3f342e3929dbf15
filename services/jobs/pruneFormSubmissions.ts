import type { Payload, TaskConfig, Where } from 'payload'
import { counters } from '../counters'
import { inTransaction } from '../transaction'
import { submissionCountName } from '../forms/submissions'
import { UNCLAIMED_FILE_MS } from '../forms/files'

/**
 * Deletes each form's submissions older than the form's retention (months, set per form in
 * /cms; none kept forever), once a day: one delete per form with a retention, on the
 * (form, createdAt) index, whatever the number of submissions (LGPD: kept no longer than needed).
 */
export const pruneFormSubmissions: TaskConfig<'pruneFormSubmissions'> = {
  slug: 'pruneFormSubmissions',
  schedule: [{ cron: '45 41 3 * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    await pruneFormSubmissionsAt(req.payload, new Date())
    return { output: {} }
  },
}

/** The months before `now` as a date: the same day of the month, or its last day when shorter. */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now)
  const day = at.getUTCDate()
  at.setUTCDate(1)
  at.setUTCMonth(at.getUTCMonth() - months)
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()
  at.setUTCDate(Math.min(day, last))
  return at
}

/** The retention's deletes, also run by the tests. Each form's kept count loses what goes, in the same transaction. */
export async function pruneFormSubmissionsAt(payload: Payload, now: Date) {
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { retentionMonths: { greater_than: 0 } },
    pagination: false, // bounded: the forms staff built (a few, at most 1,000), never their submissions
    limit: 1000,
    depth: 0,
    select: { retentionMonths: true },
    overrideAccess: true,
  })
  let deleted = 0
  for (const form of forms) {
    const before = monthsBefore(now, Number(form.retentionMonths))
    const where: Where = { and: [{ form: { equals: form.id } }, { createdAt: { less_than: before.toISOString() } }] }
    // A file comes at most a day before its submission: one older than the cut less a day belongs to a
    // submission deleted now (or to none). Those between go the next night (on SQL databases at once:
    // the foreign key sets their tie to null, and they go below as unclaimed).
    await deleteFilesWhere(payload, {
      and: [{ form: { equals: form.id } }, { createdAt: { less_than: new Date(before.getTime() - UNCLAIMED_FILE_MS).toISOString() } }],
    })
    await inTransaction(payload, null, async (req) => {
      const gone = (await payload.db.count({ collection: 'form-submissions', where, req })).totalDocs
      if (!gone) return
      await payload.db.deleteMany({ collection: 'form-submissions', where, req })
      await counters(payload)?.bump({ [submissionCountName(form.id)]: -gone }, req)
      deleted += gone
    })
  }
  await deleteUnclaimedFiles(payload, now)
  return deleted
}

/** Files deleted per Local API call: each one's bytes are removed with its row. */
const FILE_BATCH = 100

/**
 * Files no submission claims: sent with a form never submitted (after a day), or left by a
 * submission the retention deleted. A batch at a time on the (submission, createdAt) index,
 * each through the Local API so its bytes leave the disk or the bucket with its row.
 */
const deleteUnclaimedFiles = (payload: Payload, now: Date) =>
  deleteFilesWhere(payload, {
    and: [{ submission: { exists: false } }, { createdAt: { less_than: new Date(now.getTime() - UNCLAIMED_FILE_MS).toISOString() } }],
  })

/** The files `where` selects (on one of the collection's (…, createdAt) indexes), a batch at a time. */
async function deleteFilesWhere(payload: Payload, where: Where) {
  for (;;) {
    // Payload's delete by `where` reads every match at once: the ids come a batch at a time first.
    const { docs } = await payload.find({
      collection: 'form-files',
      where,
      sort: 'createdAt',
      limit: FILE_BATCH,
      pagination: false, // bounded: one batch of FILE_BATCH ids, never every file
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (!docs.length) return
    await payload.delete({ collection: 'form-files', where: { id: { in: docs.map((d) => d.id) } }, depth: 0, overrideAccess: true })
    if (docs.length < FILE_BATCH) return
  }
}

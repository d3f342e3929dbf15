import type { PayloadRequest, TaskConfig } from 'payload'
import { onOneInstance } from '../shared/lock'
import { inTransaction } from '../transaction'
import { asSystem } from '../activity/system'
import { claimOnce, forgetOldClaims, releaseClaim } from './claims'
import { forgetOldAnswers } from '../idempotency'

/**
 * Turns scheduled articles whose publish date has come into published ones. Runs every
 * minute on every instance's jobs runner, and on one instance at a time (Payload's runner
 * can hand the same minute to several instances, which would publish an article twice); a
 * system task, so it reads and writes with overrideAccess.
 */
export const publishScheduledArticles: TaskConfig<'publishScheduledArticles'> = {
  slug: 'publishScheduledArticles',
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    // Held for most of the minute: the job's transaction commits after this handler returns.
    const pass = await onOneInstance('publish-scheduled', 50_000, () => publishDue(req), { keep: true })
    return { output: { published: pass.ran ? pass.value : 0 } }
  },
}

/** Publishes one article as the schedule: the activity log names the schedule as its actor (issue #42, item 8). */
const publishAsSchedule = (req: PayloadRequest, id: number | string) =>
  asSystem(
    req.payload,
    'schedule',
    'article.published',
    () => req.payload.update({ collection: 'articles', id, data: { status: 'published' }, overrideAccess: true, req }),
    req,
  )

/** How long a claim on one article's publication holds: far beyond a publication, short of the next minute's run. */
const CLAIM_MS = 40_000

/**
 * Publishes the articles whose date has come, each by exactly one instance (issue #42, item 2):
 * before publishing an article, an instance claims it in the database (services/jobs/claims.ts),
 * so another running the same minute (Redis away, slow or restarted, so the one-instance lock
 * did not hold) skips it, and exactly one version, one article.published event and one
 * newsletter send are made. A publication that fails gives its claim back for the next minute;
 * one whose instance died is taken over once the claim has expired.
 */
async function publishDue(req: PayloadRequest): Promise<number> {
  const { payload } = req
  const due = await payload.find({
    collection: 'articles',
    where: { and: [{ status: { equals: 'scheduled' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }] },
    sort: 'publishedAt',
    limit: 100,
    depth: 0,
    select: { status: true, publishedAt: true },
    overrideAccess: true,
  })
  let published = 0
  for (const doc of due.docs) {
    const key = `publish-article:${doc.id}:${doc.publishedAt ?? ''}`
    if (!(await claimOnce(payload, key, CLAIM_MS))) continue
    try {
      // One transaction per article: Payload's SQLite adapter otherwise commits the article, its
      // published version and its article.published event one statement at a time, and a process
      // killed between them left an article published with no version in its history and no event
      // for the webhooks (seen as a published article without its version in the kill test).
      const done = await inTransaction(payload, null, async (tx) => {
        // Read again inside: another instance may have published it before this claim (its claim expired since).
        const now = await tx.payload.findByID({ collection: 'articles', id: doc.id, depth: 0, select: { status: true }, overrideAccess: true, req: tx })
        if (now.status !== 'scheduled') return false
        await publishAsSchedule(tx, doc.id)
        return true
      })
      if (done) published++
    } catch (error) {
      await releaseClaim(payload, key)
      throw error
    }
  }
  await forgetOldClaims(payload)
  await forgetOldAnswers(payload) // the minute's pass also forgets Idempotency-Key answers past their day
  return published
}

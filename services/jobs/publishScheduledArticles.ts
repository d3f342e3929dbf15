import type { PayloadRequest, TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { onOneInstance } from '../shared/lock'
import { sqlAccess } from '../shared/sqlAccess'
import { inTransaction } from '../transaction'
import { asSystem } from '../activity/system'

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

/**
 * The due articles this run takes. On PostgreSQL their rows are locked for the job's
 * transaction (`FOR UPDATE SKIP LOCKED`): when the one-instance lock cannot be had (Redis away)
 * and two instances run the minute at once, each article is published by one of them only; the
 * other skips it, and after the first commits it is no longer scheduled (issue #29: both
 * published, and article.published went out twice with two webhook ids).
 */
async function dueIds(req: PayloadRequest): Promise<(number | string)[] | null> {
  if (req.payload.db.name !== 'postgres') return null
  const { run, dbFor } = sqlAccess(req.payload)
  const { rows } = await run(
    await dbFor(req),
    sql`SELECT "id" FROM "articles" WHERE "status" = 'scheduled' AND "published_at" <= ${new Date().toISOString()}
        ORDER BY "published_at" LIMIT 100 FOR UPDATE SKIP LOCKED`,
  )
  return rows.map((r) => r.id as number)
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

async function publishDue(req: PayloadRequest): Promise<number> {
  const locked = await dueIds(req)
  if (locked) {
    for (const id of locked) await publishAsSchedule(req, id)
    return locked.length
  }
  const due = await req.payload.find({
    collection: 'articles',
    where: { and: [{ status: { equals: 'scheduled' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }] },
    limit: 100,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  // One transaction per article: Payload's SQLite adapter otherwise commits the article, its
  // published version and its article.published event one statement at a time, and a process
  // killed between them left an article published with no version in its history and no event
  // for the webhooks (seen as a published article without its version in the kill test).
  for (const doc of due.docs) await inTransaction(req.payload, null, (tx) => publishAsSchedule(tx, doc.id))
  return due.docs.length
}

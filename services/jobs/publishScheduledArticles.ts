import type { PayloadRequest, TaskConfig } from 'payload'
import { onOneInstance } from '../shared/lock'

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

async function publishDue(req: PayloadRequest): Promise<number> {
  const due = await req.payload.find({
    collection: 'articles',
    where: { and: [{ status: { equals: 'scheduled' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }] },
    limit: 100,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  for (const doc of due.docs) {
    await req.payload.update({
      collection: 'articles',
      id: doc.id,
      data: { status: 'published' },
      overrideAccess: true,
      req,
    })
  }
  return due.docs.length
}

import type { TaskConfig } from 'payload'

/**
 * Turns scheduled articles whose publish date has come into published ones. Runs every
 * minute on the jobs runner of the one process (`cron: true`); a system task, so it reads
 * and writes with overrideAccess.
 */
export const publishScheduledArticles: TaskConfig<'publishScheduledArticles'> = {
  slug: 'publishScheduledArticles',
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
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
    return { output: { published: due.docs.length } }
  },
}

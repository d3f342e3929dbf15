import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import type { Article } from '../../payload-types'
import { readStats } from '.'

/** The popular list and the unread count read the published flag kept beside the totals. */
const syncPublishedReads: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status !== doc.status) {
    await readStats(req.payload).setPublished(doc.id, doc.status === 'published', req)
  }
  return doc
}

/** An article's reads and rollups go with it (in the delete's transaction), from /admin or /cms. */
const forgetArticleReads: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await readStats(req.payload).forgetArticle(id, req)
}

/** The Articles collection's hooks that keep the read rollups in step (payload.config.ts attaches them). */
export const readStatsHooks = { afterChange: [syncPublishedReads], beforeDelete: [forgetArticleReads] }

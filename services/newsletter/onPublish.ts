import type { CollectionAfterChangeHook } from 'payload'
import type { Article } from '../../payload-types'
import { sendOnPublish } from './sends'

/**
 * An article that asked to be sent to subscribers is sent when it becomes published, whichever
 * way it did: the back-office, /cms, the API, or the scheduler when its date came.
 */
const sendWhenPublished: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, operation, req }) => {
  const becamePublished = doc.status === 'published' && (operation === 'create' || previousDoc?.status !== 'published')
  if (becamePublished && doc.sendToSubscribers) {
    const by = req.user && req.user.collection === 'users' ? Number(req.user.id) : null
    await sendOnPublish(req.payload, doc.id, by, req)
  }
  return doc
}

/** The Articles collection's hook that starts newsletter sends (payload.config.ts attaches it). */
export const newsletterPublishHooks = { afterChange: [sendWhenPublished] }

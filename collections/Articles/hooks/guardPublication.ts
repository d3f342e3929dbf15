import type { CollectionBeforeChangeHook } from 'payload'
import { RuleError } from '../../hooks/ruleError'
import type { Article } from '../../../payload-types'
import { isWriter } from '../../../access/publishing'
import { LIVE_STATUSES } from '../../../domain/articles'

const REVIEW_FIELDS = ['reviewNote', 'reviewedBy', 'reviewedAt'] as const

/**
 * The review step's rules at the one place every write passes (the gateway's services, /cms,
 * a restore): a writer never makes an article live, never changes one that is, writes as
 * themself and never writes a reviewer's note. A reviewer's note is cleared when the article
 * goes live: it was about the draft.
 */
export const guardPublication: CollectionBeforeChangeHook<Article> = async ({ data, originalDoc, operation, req }) => {
  const before = operation === 'update' ? originalDoc?.status : undefined
  const after = data.status ?? before ?? 'draft'
  if (await isWriter(req)) {
    // The gateway's words at every door, in the caller's language.
    if ((before && LIVE_STATUSES.includes(before)) || LIVE_STATUSES.includes(after)) throw new RuleError(req, 'publishNotAllowed', 403)
    for (const field of REVIEW_FIELDS) delete data[field]
    if ('publishedAt' in data) data.publishedAt = null
    data.author = operation === 'create' ? req.user!.id : originalDoc?.author
    return data
  }
  if (LIVE_STATUSES.includes(after) && originalDoc?.reviewNote) for (const field of REVIEW_FIELDS) data[field] = null
  return data
}

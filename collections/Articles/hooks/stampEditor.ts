import type { CollectionBeforeChangeHook } from 'payload'
import type { Article } from '../../../payload-types'

/** Records who saved: a staff user, or nobody for the system and integrators (their credential is in the activity log). */
export const stampEditor: CollectionBeforeChangeHook<Article> = ({ data, req }) => {
  data.editedBy = req.user && req.user.collection === 'users' ? req.user.id : null
  return data
}

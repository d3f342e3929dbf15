import type { CollectionBeforeChangeHook } from 'payload'
import type { Article } from '../../../payload-types'
import { KEEP_PUBLICATION } from '../../../domain/articles'

/**
 * A restored version brings back texts, cover, categories and tags, never an old publication
 * state: restoring a published article's earlier text keeps it published (and a draft a draft).
 */
export const keepPublication: CollectionBeforeChangeHook<Article> = ({ data, context }) => {
  const kept = context[KEEP_PUBLICATION] as Pick<Article, 'status' | 'publishedAt'> | undefined
  if (kept) Object.assign(data, { status: kept.status, publishedAt: kept.publishedAt ?? null })
  return data
}

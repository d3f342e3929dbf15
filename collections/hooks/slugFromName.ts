import type { CollectionBeforeChangeHook } from 'payload'
import type { Category, Tag } from '../../payload-types'
import { termSlug } from '../../lib/text/termSlug'
import { DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'

/**
 * Keeps `slug` derived from `name` (categories, tags). The slug is the term's key in every
 * language (`/blog?category=...`), so only the pt-BR name (or the first) names it: a
 * translated name leaves it alone.
 */
export const slugFromName: CollectionBeforeChangeHook<Category | Tag> = ({ data, originalDoc, operation, req, collection }) => {
  const source = !req.locale || req.locale === DEFAULT_CONTENT_LOCALE || operation === 'create' || !originalDoc?.slug
  if (source) data.slug = termSlug(collection.slug, data.name ?? originalDoc?.name ?? '')
  return data
}

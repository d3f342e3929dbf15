import { createHash } from 'node:crypto'
import type { CollectionBeforeChangeHook } from 'payload'
import type { Category, Tag } from '../../payload-types'
import { slugify } from '../../lib/text/normalize'
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

/**
 * A name's slug; one with nothing to read in any script ("???", a lone emoji an import brought)
 * still gets one, the same for the same name: never an empty slug (issue #44, item 4).
 */
export function termSlug(collection: string, name: string): string {
  const slug = slugify(name)
  if (slug) return slug
  return `${collection === 'categories' ? 'category' : 'tag'}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`
}

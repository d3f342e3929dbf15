import type { CollectionBeforeChangeHook } from 'payload'
import type { Category, Tag } from '../../payload-types'
import { slugify } from '../../lib/text/normalize'

/** Keeps `slug` derived from `name` (categories, tags). */
export const slugFromName: CollectionBeforeChangeHook<Category | Tag> = ({ data, originalDoc }) => {
  data.slug = slugify(data.name ?? originalDoc?.name ?? '')
  return data
}

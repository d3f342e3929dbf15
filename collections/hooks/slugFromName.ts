import type { CollectionBeforeChangeHook } from 'payload'
import { slugify } from '../../lib/text/normalize'

/** Keeps `slug` derived from `name` (categories, tags). */
export const slugFromName: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  data.slug = slugify(String(data.name ?? originalDoc?.name ?? ''))
  return data
}

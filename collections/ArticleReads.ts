import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'

/**
 * One row per visitor, article and day. `visitor` is a salted daily hash, never a cookie or
 * an address; `key` (article:day:visitor) is unique so a repeated beacon counts once.
 * Rows are written by the read service only (documented internal write).
 */
export const ArticleReads: CollectionConfig = {
  slug: 'article-reads',
  admin: { hidden: true },
  access: {
    read: byRoute('dashboard'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'visitor', type: 'text', required: true },
    { name: 'key', type: 'text', required: true, unique: true },
  ],
}

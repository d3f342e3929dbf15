import type { CollectionConfig } from 'payload'
import { IMPORTED_KINDS } from '../domain/imports'

/**
 * Every item an import brought in, by its key in the old blog (issue #33): the same file
 * imported again, a later export of the same blog, or an import resumed after a crash finds
 * each item here and leaves it alone. An article and its row are written in one transaction,
 * so a crash leaves neither or both. Only the importer reads and writes it.
 */
export const ImportedItems: CollectionConfig = {
  slug: 'imported-items',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    /** `{site}|{kind}|{original id}`: a WordPress post's id (its GUID when it has none), a Ghost post's uuid, a term's slug, an image's address. */
    { name: 'source', type: 'text', required: true, unique: true, index: true, maxLength: 1200 },
    { name: 'kind', type: 'select', required: true, options: [...IMPORTED_KINDS] },
    /** The id of what it became (an article, a category, a tag, a user, a media row). */
    { name: 'target', type: 'text', required: true },
  ],
}

import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

/**
 * The editor's unsaved work, kept every few seconds by autosave (services/articles/autosave.ts):
 * one row per user, article and language, overwritten by each autosave and removed when the
 * article is saved, so the table never grows with typing and the 50 kept versions hold saves
 * only (WordPress keeps its autosave apart from revisions the same way). Only the service
 * reads and writes it, for the user it belongs to.
 */
export const ArticleAutosaves: CollectionConfig = {
  slug: 'article-autosaves',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    /** `owner:article-or-new:locale`, the row's one identity. */
    { name: 'slot', type: 'text', required: true, unique: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'article', type: 'relationship', relationTo: 'articles', index: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'data', type: 'json', required: true },
  ],
}

/**
 * Deletes the autosaves of a user or article being deleted (before: the foreign key would set
 * them to null first), in the same transaction: nobody could reach them again.
 */
export const forgetAutosaves =
  (field: 'owner' | 'article'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({ collection: 'article-autosaves', where: { [field]: { equals: id } }, overrideAccess: true, req })
  }

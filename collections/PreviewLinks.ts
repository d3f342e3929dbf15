import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

/**
 * Links that show an article before it is public (services/articles/previews.ts): the address
 * carries this row's id and expiry signed with the site's secret; the row says who made it, whether
 * it shows the maker's unsaved work, and whether it was revoked. Only the service reads and writes it.
 */
export const PreviewLinks: CollectionConfig = {
  slug: 'preview-links',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    /** The maker's autosaved work over the saved article (the editor's own Preview). */
    { name: 'withAutosave', type: 'checkbox', defaultValue: false },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'revokedAt', type: 'date' },
  ],
}

/** A deleted article's links go with it (before: the foreign key would set them to null first). */
export const forgetPreviewLinks: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'preview-links', where: { article: { equals: id } }, overrideAccess: true, req })
}

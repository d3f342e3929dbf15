import type { CollectionConfig } from 'payload'

/**
 * Content changes written by a process that is not a server (the import command, a back-office
 * import's child process), for the running servers to apply (services/cache/changeFeed.ts): the
 * default set-up has no Redis to carry them, and a site that learnt of an import only at its next
 * restart showed the old lists for as long (issue #44, item 5). A few rows at a time: each server
 * reads what is new twice a second, and rows older than a few minutes are deleted.
 */
export const ContentChanges: CollectionConfig = {
  slug: 'content-changes',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    /** `{ change }`: the cache tags that changed, or 'all' (lib/cache/contentChanges.ts, Change). */
    { name: 'tags', type: 'json', required: true },
  ],
}

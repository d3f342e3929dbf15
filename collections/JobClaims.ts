import type { CollectionConfig } from 'payload'

/**
 * Claims on work that must happen once in the whole cluster, made in the database (issue #42,
 * item 2): the first instance to insert a key does the work; another inserting it at the same
 * moment is refused by the unique index, whatever Redis is doing. A claim expires, so work whose
 * claimant died is taken over (services/jobs/claims.ts). Only that service reads and writes it.
 */
export const JobClaims: CollectionConfig = {
  slug: 'job-claims',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 200 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}

import type { CollectionConfig } from 'payload'

/**
 * The first answer to a POST sent with an Idempotency-Key (issue #47, item 4), kept 24 hours and
 * sent again, unchanged, to a retry with the same key and the same request. In the database, so
 * it survives a restart and every instance of a cluster replays it. `scope` is a hash of the
 * caller, the route and the key; `fingerprint` a hash of the request. Only
 * services/idempotency.ts reads and writes it.
 */
export const IdempotencyAnswers: CollectionConfig = {
  slug: 'idempotency-answers',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'scope', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'fingerprint', type: 'text', required: true, maxLength: 64 },
    { name: 'status', type: 'number', required: true },
    // Whatever the route answered, sealed: no length is checked (Payload's default of 40,000
    // characters refused a long answer after its work was done, so the caller got a 400 for a
    // write that had happened, and its retry did the work again). The request's own limit
    // (gateway/http/jsonBody.ts) bounds what a route echoes.
    { name: 'body', type: 'textarea', required: true, validate: () => true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}

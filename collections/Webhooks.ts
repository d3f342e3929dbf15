import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_STATUSES } from '../domain/webhooks'

/** Only services/webhooks reads and writes these (the security center's routes check who calls). */
const serviceOnly = {
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
} as const

/**
 * An integrator's endpoint: where events are posted, which ones, and its signing secret, kept
 * encrypted with a key derived from the site's secret (Standard Webhooks signs with the secret
 * itself, so a hash would not do); shown once, when it is made.
 */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  ...serviceOnly,
  fields: [
    { name: 'url', type: 'text', required: true, maxLength: 2000 },
    { name: 'description', type: 'text', maxLength: 200 },
    { name: 'events', type: 'select', hasMany: true, required: true, options: [...WEBHOOK_EVENTS] },
    { name: 'secretCipher', type: 'text', required: true, hidden: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: [...WEBHOOK_STATUSES], index: true },
    /** The first failure of the current run of failures; cleared by a success. */
    { name: 'failingSince', type: 'date' },
    { name: 'disabledAt', type: 'date' },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    /** An endpoint an integrator registered: only that credential sees and changes it. */
    { name: 'createdByCredential', type: 'relationship', relationTo: 'credentials', index: true },
  ],
}

/** One event for one endpoint: what was sent, and how each try went. */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  ...serviceOnly,
  fields: [
    { name: 'endpoint', type: 'relationship', relationTo: 'webhook-endpoints', required: true, index: true },
    { name: 'event', type: 'text', required: true },
    /**
     * Standard Webhooks' webhook-id: the event's own id and the endpoint's, the same on every try
     * and every re-run of the fan-out, so a receiver can drop repeats. Unique: a fan-out run again
     * after a crash finds the deliveries it already made.
     */
    { name: 'messageId', type: 'text', required: true, unique: true, index: true },
    { name: 'body', type: 'json', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...DELIVERY_STATUSES] },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastStatusCode', type: 'number' },
    { name: 'lastDurationMs', type: 'number' },
    { name: 'lastError', type: 'text' },
    { name: 'deliveredAt', type: 'date' },
  ],
  indexes: [{ fields: ['endpoint', 'createdAt'] }],
}

/**
 * A credential deleted takes the endpoints it registered with it, in the same transaction: they
 * must not keep receiving events for a key nobody holds any more.
 */
export const forgetCredentialEndpoints: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'webhook-endpoints',
    where: { createdByCredential: { equals: id } },
    limit: WEBHOOK_LIMITS.maxEndpoints,
    pagination: false, // bounded: at most maxEndpoints (50) exist
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const endpoint of docs) {
    await req.payload.delete({ collection: 'webhook-deliveries', where: { endpoint: { equals: endpoint.id } }, overrideAccess: true, req })
    await req.payload.delete({ collection: 'webhook-endpoints', id: endpoint.id, overrideAccess: true, req })
  }
}

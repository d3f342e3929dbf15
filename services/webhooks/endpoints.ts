import type { Payload } from 'payload'
import type { WebhookEndpointInput } from '../../contract/webhooks'
import { WEBHOOK_LIMITS } from '../../domain/webhooks'
import { keyset, keysetMeta } from '../keyset'
import { ServiceError, conflict, fieldError, notFound } from '../errors'
import type { PageCursor } from '../../contract/common'
import { checkDestination } from './destination'
import { destinationRules, queueDelivery } from './deliveries'
import { newWebhookSecret, sealSecret } from './secrets'

type EndpointDoc = {
  id: number | string
  url: string
  description?: string | null
  events: string[]
  status: string
  failingSince?: string | null
  disabledAt?: string | null
  createdAt: string
  updatedAt: string
}

const toEndpoint = (doc: EndpointDoc) => ({
  id: doc.id,
  url: doc.url,
  description: doc.description ?? null,
  events: doc.events,
  status: doc.status as 'active' | 'disabled',
  failingSince: doc.failingSince ?? null,
  disabledAt: doc.disabledAt ?? null,
  createdAt: doc.createdAt,
})
const sys = { overrideAccess: true, depth: 0 } as const

/** The URL must reach a public address now (it is checked again at every delivery). */
async function checkedUrl(payload: Payload, url: string) {
  await checkDestination(url, destinationRules(payload)).catch(() => {
    throw fieldError('url', 'webhookUrlRefused')
  })
}

async function load(payload: Payload, id: string) {
  const doc = await payload.findByID({ collection: 'webhook-endpoints', id, ...sys }).catch(() => null)
  if (!doc) throw notFound()
  return doc as EndpointDoc
}

export async function listEndpoints(payload: Payload) {
  const { docs } = await payload.find({ collection: 'webhook-endpoints', sort: '-createdAt', limit: WEBHOOK_LIMITS.maxEndpoints, pagination: false, ...sys }) // bounded: at most maxEndpoints (50) exist
  return docs.map((d) => toEndpoint(d as EndpointDoc))
}

/** Registers an endpoint; the answer is the only one that carries its secret. */
export async function createEndpoint(payload: Payload, userId: number | string | null, input: WebhookEndpointInput) {
  const { totalDocs } = await payload.count({ collection: 'webhook-endpoints', overrideAccess: true })
  if (totalDocs >= WEBHOOK_LIMITS.maxEndpoints) throw conflict('webhookLimitReached')
  await checkedUrl(payload, input.url)
  const secret = newWebhookSecret()
  const doc = await payload.create({
    collection: 'webhook-endpoints',
    data: {
      url: input.url,
      description: input.description ?? null,
      events: input.events,
      secretCipher: sealSecret(payload, secret),
      status: 'active',
      createdBy: (userId ?? null) as number | null,
    },
    ...sys,
  })
  return { ...toEndpoint(doc as EndpointDoc), secret }
}

/** Edits the URL, events, description; `active` again re-enables a disabled endpoint. */
export async function updateEndpoint(payload: Payload, id: string, input: Partial<WebhookEndpointInput> & { status?: 'active' | 'disabled' }) {
  const existing = await load(payload, id)
  if (input.url !== undefined && input.url !== existing.url) await checkedUrl(payload, input.url)
  const reenabled = input.status === 'active' && existing.status !== 'active'
  const doc = await payload.update({
    collection: 'webhook-endpoints',
    id: existing.id,
    data: {
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(reenabled ? { failingSince: null, disabledAt: null } : {}),
    },
    ...sys,
  })
  return toEndpoint(doc as EndpointDoc)
}

export async function deleteEndpoint(payload: Payload, id: string) {
  const existing = await load(payload, id)
  await payload.delete({ collection: 'webhook-deliveries', where: { endpoint: { equals: existing.id } }, overrideAccess: true })
  await payload.delete({ collection: 'webhook-endpoints', id: existing.id, overrideAccess: true })
}

type DeliveryDoc = {
  id: number | string
  event: string
  messageId: string
  status: string
  attempts: number
  lastStatusCode?: number | null
  lastDurationMs?: number | null
  lastError?: string | null
  deliveredAt?: string | null
  createdAt: string
  updatedAt: string
}
const toDelivery = (d: DeliveryDoc) => ({
  id: d.id,
  event: d.event,
  messageId: d.messageId,
  status: d.status as 'pending' | 'delivered' | 'failed',
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode ?? null,
  lastDurationMs: d.lastDurationMs ?? null,
  lastError: d.lastError ?? null,
  deliveredAt: d.deliveredAt ?? null,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

const ORDER = ['createdAt']

/** An endpoint's deliveries, newest first, keyset-paged. */
export async function listDeliveries(payload: Payload, id: string, q: { page: number; limit: number; cursor?: PageCursor }) {
  const endpoint = await load(payload, id)
  const ks = keyset(ORDER, q.cursor)
  const where = { and: [{ endpoint: { equals: endpoint.id } }, ...(ks.where ? [ks.where] : [])] }
  const result = await payload.find({ collection: 'webhook-deliveries', where, sort: ks.sort, page: q.cursor ? 1 : q.page, limit: q.limit, ...sys })
  return { data: result.docs.map((d) => toDelivery(d as DeliveryDoc)), meta: keysetMeta(ORDER, result.docs, q, result.totalDocs) }
}

/** Sends a delivery again (same webhook-id, so a receiver that has it can tell), as a new series of tries. */
export async function redeliver(payload: Payload, deliveryId: string) {
  const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, ...sys }).catch(() => null)
  if (!delivery) throw notFound()
  const endpoint = await payload.findByID({ collection: 'webhook-endpoints', id: (delivery.endpoint as number) ?? 0, ...sys }).catch(() => null)
  if (!endpoint || endpoint.status !== 'active') throw new ServiceError('CONFLICT', 'webhookDisabled')
  const doc = await payload.update({ collection: 'webhook-deliveries', id: delivery.id, data: { status: 'pending', attempts: 0, lastError: null }, ...sys })
  await queueDelivery(payload, delivery.id)
  return toDelivery(doc as DeliveryDoc)
}

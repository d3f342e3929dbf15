import type { Payload, Where } from 'payload'
import type { WebhookEndpointInput } from '../../contract/webhooks'
import { WEBHOOK_EVENT_PRODUCTS, WEBHOOK_LIMITS, type WebhookEvent } from '../../domain/webhooks'
import { countedOr, keyset, keysetMeta } from '../keyset'
import { ServiceError, conflict, fieldError, forbidden, notFound } from '../errors'
import type { PageCursor } from '../../contract/common'
import { checkDestination } from './destination'
import { destinationRules, queueDelivery } from './deliveries'
import { newWebhookSecret, sealSecret } from './secrets'
import { refId, relationId } from '../relationId'

/**
 * Who manages endpoints: staff (every endpoint) or an integrator's credential, which sees and
 * changes only the endpoints it registered and subscribes only to the events its products may
 * read (domain/webhooks.ts). Before, a webhooks-only credential could re-point a staff
 * endpoint to its own URL and receive leads' and messages' contents (issue #29).
 */
export type EndpointOwner = { kind: 'staff'; userId: number | string | null } | { kind: 'integrator'; credentialId: string; products: readonly string[] }

function checkEvents(owner: EndpointOwner, events: readonly WebhookEvent[] | undefined) {
  if (owner.kind === 'staff' || !events) return
  const refused = events.find((e) => WEBHOOK_EVENT_PRODUCTS[e] && !WEBHOOK_EVENT_PRODUCTS[e]!.some((p) => owner.products.includes(p)))
  if (refused) throw forbidden()
}

/** A token names its credential's id as text; SQL relations take the number (MongoDB the ObjectId text). */
const tokenId = (id: string) => (/^\d+$/.test(id) ? Number(id) : id)

const ownedBy = (owner: EndpointOwner): Where | undefined => (owner.kind === 'integrator' ? { createdByCredential: { equals: owner.credentialId } } : undefined)

type EndpointDoc = {
  id: number | string
  createdByCredential?: number | string | { id: number | string } | null
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

/** An endpoint the owner may see: another credential's (or staff's, for an integrator) is "not found". */
async function load(payload: Payload, id: string, owner: EndpointOwner) {
  const doc = (await payload.findByID({ collection: 'webhook-endpoints', id, ...sys }).catch(() => null)) as EndpointDoc | null
  if (!doc) throw notFound()
  if (owner.kind === 'integrator' && String(refId(doc.createdByCredential)) !== String(owner.credentialId)) throw notFound()
  return doc
}

export async function listEndpoints(payload: Payload, owner: EndpointOwner) {
  const { docs } = await payload.find({
    collection: 'webhook-endpoints',
    where: ownedBy(owner),
    sort: '-createdAt',
    limit: WEBHOOK_LIMITS.maxEndpoints,
    pagination: false, // bounded: at most maxEndpoints (50) exist
    ...sys,
  })
  return docs.map((d) => toEndpoint(d as EndpointDoc))
}

/** Registers an endpoint; the answer is the only one that carries its secret. */
export async function createEndpoint(payload: Payload, owner: EndpointOwner, input: WebhookEndpointInput) {
  checkEvents(owner, input.events)
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
      createdBy: owner.kind === 'staff' ? ((owner.userId ?? null) as number | null) : null,
      createdByCredential: owner.kind === 'integrator' ? relationId(tokenId(owner.credentialId)) : null,
    },
    ...sys,
  })
  return { ...toEndpoint(doc as EndpointDoc), secret }
}

/** Edits the URL, events, description; `active` again re-enables a disabled endpoint. */
export async function updateEndpoint(
  payload: Payload,
  owner: EndpointOwner,
  id: string,
  input: Partial<WebhookEndpointInput> & { status?: 'active' | 'disabled' },
) {
  const existing = await load(payload, id, owner)
  checkEvents(owner, input.events)
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

export async function deleteEndpoint(payload: Payload, owner: EndpointOwner, id: string) {
  const existing = await load(payload, id, owner)
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
export async function listDeliveries(payload: Payload, owner: EndpointOwner, id: string, q: { page: number; limit: number; cursor?: PageCursor }) {
  const endpoint = await load(payload, id, owner)
  const ks = keyset(ORDER, q.cursor)
  const where = { and: [{ endpoint: { equals: endpoint.id } }, ...(ks.where ? [ks.where] : [])] }
  const result = await payload.find({
    collection: 'webhook-deliveries',
    where,
    sort: ks.sort,
    page: q.cursor ? 1 : q.page,
    limit: q.limit,
    pagination: ks.counts,
    ...sys,
  })
  return { data: result.docs.map((d) => toDelivery(d as DeliveryDoc)), meta: keysetMeta(ORDER, result.docs, q, countedOr(ks, result.totalDocs)) }
}

/** Sends a delivery again (same webhook-id, so a receiver that has it can tell), as a new series of tries. */
export async function redeliver(payload: Payload, owner: EndpointOwner, deliveryId: string) {
  const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, ...sys }).catch(() => null)
  if (!delivery) throw notFound()
  const endpoint = await load(payload, String(refId(delivery.endpoint)), owner)
  if (endpoint.status !== 'active') throw new ServiceError('CONFLICT', 'webhookDisabled')
  const doc = await payload.update({ collection: 'webhook-deliveries', id: delivery.id, data: { status: 'pending', attempts: 0, lastError: null }, ...sys })
  await queueDelivery(payload, delivery.id)
  return toDelivery(doc as DeliveryDoc)
}

import { randomUUID } from 'node:crypto'
import { pageChangeKey, type PageChange } from '../../domain/pages'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Payload, PayloadRequest, TaskConfig } from 'payload'
import { WEBHOOK_LIMITS, type WebhookEvent } from '../../domain/webhooks'
import { enqueue } from '../jobs/enqueue'
import { deliverSoon, queueDelivery, WEBHOOK_QUEUE } from './deliveries'
import { readEnv, serverUrl } from '../../config/env'

type Doc = Record<string, unknown>

/** What an event carries: its type, when, and the document's public fields (never content bodies or secrets). */
const ARTICLE_FIELDS = ['id', 'title', 'slug', 'excerpt', 'status', 'publishedAt', 'updatedAt'] as const
const LEAD_FIELDS = ['id', 'name', 'email', 'company', 'subject', 'newsletterStatus', 'createdAt'] as const
const MESSAGE_FIELDS = ['id', 'name', 'email', 'company', 'subject', 'message', 'createdAt'] as const
const pick = (doc: Doc, fields: readonly string[]) => Object.fromEntries(fields.filter((f) => doc[f] !== undefined).map((f) => [f, doc[f]]))

/**
 * Records an event when at least one active endpoint asked for it: one job on the webhooks
 * queue, in the change's own transaction (an event is never lost, nor sent for a change rolled
 * back), fanned out to one delivery per endpoint by the runner after the change is answered. The
 * request pays one indexed read, and one insert whatever the number of endpoints.
 */
export async function emitEvent(payload: Payload, event: WebhookEvent, data: Doc, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'webhook-endpoints',
    where: { and: [{ status: { equals: 'active' } }, { events: { in: [event] } }] },
    limit: 1,
    depth: 0,
    pagination: false, // one row: is there any endpoint for the event
    select: { status: true },
    overrideAccess: true,
    req,
  })
  if (!docs.length) return
  await enqueue(payload, {
    task: 'fanOutWebhook',
    input: { id: randomUUID().replace(/-/g, ''), event, body: { type: event, timestamp: new Date().toISOString(), data } },
    queue: WEBHOOK_QUEUE,
    req,
  })
  if (req?.transactionID) setImmediate(() => void waitForCommit(req).then(() => deliverSoon(payload)))
  else deliverSoon(payload)
}

/** Resolves once the request's transaction is over (Payload commits after the hooks have run). */
async function waitForCommit(req: PayloadRequest) {
  for (let i = 0; i < 200 && req.transactionID; i++) await new Promise((r) => setTimeout(r, 25))
}

/** One delivery per endpoint that asked for the event (at most WEBHOOK_LIMITS.maxEndpoints), each tried by its own job. */
export const fanOutWebhook: TaskConfig<'fanOutWebhook'> = {
  slug: 'fanOutWebhook',
  inputSchema: [
    /** The event's id, fixed when it is recorded (older jobs have none and get one here). */
    { name: 'id', type: 'text' },
    { name: 'event', type: 'text', required: true },
    { name: 'body', type: 'json', required: true },
  ],
  retries: 3,
  handler: async ({ input, req }) => {
    const payload = req.payload
    const { docs } = await payload.find({
      collection: 'webhook-endpoints',
      where: { and: [{ status: { equals: 'active' } }, { events: { in: [input.event] } }] },
      limit: WEBHOOK_LIMITS.maxEndpoints,
      depth: 0,
      pagination: false, // bounded: at most maxEndpoints (50) exist
      select: { status: true },
      overrideAccess: true,
    })
    const eventId = input.id || randomUUID().replace(/-/g, '')
    for (const endpoint of docs) {
      // A fan-out run again (its runner died half-way) finds what it made: one delivery per
      // endpoint and event, whose webhook-id never changes; a pending one is queued again (a try
      // skips a delivery that is no longer pending, so a second queued try sends nothing more).
      const messageId = `msg_${eventId}_${endpoint.id}`
      const made = await payload.find({
        collection: 'webhook-deliveries',
        where: { messageId: { equals: messageId } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const delivery =
        made.docs[0] ??
        (await payload.create({
          collection: 'webhook-deliveries',
          data: { endpoint: endpoint.id, event: input.event, messageId, body: input.body as Doc, status: 'pending', attempts: 0 },
          depth: 0,
          overrideAccess: true,
        }))
      if (delivery.status === 'pending') await queueDelivery(payload, delivery.id)
    }
    return { output: { deliveries: docs.length } }
  },
}

const wasPublished = (doc: Doc | null | undefined) => doc?.status === 'published'

/** An article's public fields, with its public address while it is published (what a receiver links to). */
const articleData = (doc: Doc) => {
  const data = pick(doc, ARTICLE_FIELDS)
  return wasPublished(doc) && doc.slug ? { ...data, url: `${serverUrl(readEnv())}/post/${String(doc.slug)}/${String(doc.id)}` } : data
}

const articleChanged: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'create' ? null : (previousDoc as Doc)
  const now = wasPublished(doc as Doc)
  const then = wasPublished(before)
  const event: WebhookEvent | null = now && !then ? 'article.published' : then && !now ? 'article.unpublished' : now ? 'article.updated' : null
  if (event) await emitEvent(req.payload, event, articleData(doc as Doc), req)
  return doc
}

const articleDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await emitEvent(req.payload, 'article.deleted', pick(doc as Doc, ARTICLE_FIELDS), req)
}

/** A page as a receiver links to it: its title in pt-BR, its address, and when it changed. */
const pageData = (doc: Doc) => ({
  id: doc.id,
  title: doc.title,
  path: doc.path,
  updatedAt: doc.updatedAt,
  ...(doc._status === 'published' && typeof doc.path === 'string' ? { url: `${serverUrl(readEnv())}${doc.path}` } : {}),
})

/**
 * Pages have Payload's drafts: a draft saved over a published page changes nothing public, so
 * only a save that changed the published row says anything (collections/Pages/hooks/publishedChange.ts).
 */
const pageChanged: CollectionAfterChangeHook = async ({ doc, req }) => {
  const change = req.context[pageChangeKey(doc.id)] as PageChange | undefined
  if (!change) return doc
  const now = change.after?.status === 'published'
  const then = change.before?.status === 'published'
  const event: WebhookEvent | null = now && !then ? 'page.published' : then && !now ? 'page.unpublished' : now ? 'page.updated' : null
  if (event) await emitEvent(req.payload, event, pageData(doc as Doc), req)
  return doc
}

const pageDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await emitEvent(req.payload, 'page.deleted', pageData({ ...(doc as Doc), _status: 'deleted' }), req)
}

const leadChanged: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const lead = doc as Doc
  if (operation === 'create') await emitEvent(req.payload, 'lead.created', pick(lead, LEAD_FIELDS), req)
  const before = operation === 'create' ? undefined : (previousDoc as Doc).newsletterStatus
  if (lead.newsletterStatus !== before && lead.newsletterStatus === 'active')
    await emitEvent(req.payload, 'newsletter.subscribed', pick(lead, LEAD_FIELDS), req)
  if (lead.newsletterStatus !== before && lead.newsletterStatus === 'cancelled' && before === 'active')
    await emitEvent(req.payload, 'newsletter.unsubscribed', pick(lead, LEAD_FIELDS), req)
  return doc
}

const messageReceived: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') await emitEvent(req.payload, 'message.received', pick(doc as Doc, MESSAGE_FIELDS), req)
  return doc
}

/** The title of the submission's form, handed over by the service that stores it (services/forms). */
export const FORM_TITLE_CONTEXT = 'formTitle'

const formSubmitted: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const row = doc as Doc
  const form = row.form && typeof row.form === 'object' ? (row.form as Doc).id : row.form
  const data = {
    ...pick(row, ['id', 'values', 'language', 'createdAt']),
    sentFrom: row.page ?? null,
    form,
    formTitle: String(req.context[FORM_TITLE_CONTEXT] ?? ''),
  }
  await emitEvent(req.payload, 'form.submitted', data, req)
  return doc
}

type Hooks = NonNullable<CollectionConfig['hooks']>
/** The collections' hooks that emit events (payload.config.ts attaches them). */
export const webhookHooks: Record<'articles' | 'pages' | 'leads' | 'messages' | 'formSubmissions', Hooks> = {
  articles: { afterChange: [articleChanged], afterDelete: [articleDeleted] },
  pages: { afterChange: [pageChanged], afterDelete: [pageDeleted] },
  leads: { afterChange: [leadChanged] },
  messages: { afterChange: [messageReceived] },
  formSubmissions: { afterChange: [formSubmitted] },
}

import type { Payload, TaskConfig } from 'payload'
import { Webhook } from 'standardwebhooks'
import { WEBHOOK_LIMITS } from '../../domain/webhooks'
import { enqueue } from '../jobs/enqueue'
import { RECLAIM_EVERY_MS, reclaimAbandonedJobs } from '../jobs/lease'
import { onOneInstance } from '../shared/lock'
import type { DestinationRules } from './destination'
import { openSecret } from './secrets'
import { postWebhook } from './send'

export const WEBHOOK_QUEUE = 'webhooks'

/** The destination rules of this process (WEBHOOKS_ALLOW_LOOPBACK: the test suite's receiver). */
const rulesOf = new WeakMap<Payload, DestinationRules>()
export const destinationRules = (payload: Payload): DestinationRules => rulesOf.get(payload) ?? { allowLoopback: false }

type Outcome = 'delivered' | 'retry' | 'failed' | 'skipped'

/**
 * One try of one delivery: signed as Standard Webhooks says (webhook-id, webhook-timestamp,
 * webhook-signature over id.timestamp.body), posted, recorded. A failure keeps the delivery
 * pending for the next try until the last one; an endpoint that has failed for a day is disabled.
 */
export async function attemptDelivery(payload: Payload, deliveryId: number | string): Promise<Outcome> {
  const sys = { overrideAccess: true, depth: 0 } as const
  const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, ...sys }).catch(() => null)
  if (!delivery || delivery.status !== 'pending') return 'skipped'
  const endpointId = typeof delivery.endpoint === 'object' ? delivery.endpoint.id : delivery.endpoint
  const endpoint = await payload.findByID({ collection: 'webhook-endpoints', id: endpointId, showHiddenFields: true, ...sys }).catch(() => null)
  if (!endpoint || endpoint.status !== 'active') {
    await payload.update({ collection: 'webhook-deliveries', id: delivery.id, data: { status: 'failed', lastError: 'endpoint disabled' }, ...sys })
    return 'skipped'
  }
  const body = JSON.stringify(delivery.body)
  const at = new Date()
  const signature = new Webhook(openSecret(payload, endpoint.secretCipher)).sign(delivery.messageId, at, body)
  const headers = { 'webhook-id': delivery.messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature }
  const result = await postWebhook(endpoint.url, body, headers, destinationRules(payload))
  const attempts = (delivery.attempts ?? 0) + 1
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300
  const now = new Date()
  let outcome: Outcome = ok ? 'delivered' : attempts >= WEBHOOK_LIMITS.attempts ? 'failed' : 'retry'
  if (ok && endpoint.failingSince) await payload.update({ collection: 'webhook-endpoints', id: endpoint.id, data: { failingSince: null }, ...sys })
  if (!ok) {
    const since = endpoint.failingSince ? new Date(endpoint.failingSince) : now
    const disable = now.getTime() - since.getTime() >= WEBHOOK_LIMITS.disableAfterMs
    if (disable) outcome = 'failed'
    if (disable || !endpoint.failingSince) {
      await payload.update({
        collection: 'webhook-endpoints',
        id: endpoint.id,
        data: disable ? { status: 'disabled', disabledAt: now.toISOString() } : { failingSince: now.toISOString() },
        ...sys,
      })
    }
  }
  await payload.update({
    collection: 'webhook-deliveries',
    id: delivery.id,
    data: {
      status: outcome === 'delivered' ? 'delivered' : outcome === 'failed' ? 'failed' : 'pending',
      attempts,
      lastStatusCode: result.statusCode,
      lastDurationMs: result.durationMs,
      lastError: result.error ?? (ok ? null : `HTTP ${result.statusCode}`),
      deliveredAt: ok ? now.toISOString() : null,
    },
    ...sys,
  })
  return outcome
}

/**
 * The delivery task: a try, and when another is due, the next one queued to wait its turn
 * (firstRetryMs, doubling each time: about a day across WEBHOOK_LIMITS.attempts). A failed try is
 * an answer, not an error: Payload's own retries are for a crash in the middle of one.
 */
export const deliverWebhook = (firstRetryMs: number): TaskConfig<'deliverWebhook'> => ({
  slug: 'deliverWebhook',
  inputSchema: [{ name: 'delivery', type: 'text', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    const outcome = await attemptDelivery(req.payload, input.delivery)
    if (outcome === 'retry') {
      const { attempts } = await req.payload.findByID({
        collection: 'webhook-deliveries',
        id: input.delivery,
        depth: 0,
        overrideAccess: true,
        select: { attempts: true },
      })
      const waitUntil = new Date(Date.now() + firstRetryMs * 2 ** Math.max(0, (attempts ?? 1) - 1))
      await req.payload.jobs.queue({ task: 'deliverWebhook', input: { delivery: input.delivery }, queue: WEBHOOK_QUEUE, waitUntil })
    }
    return { output: { outcome } }
  },
})

/** Puts one try of a delivery on the queue and starts the runner (never on the caller's path). */
export async function queueDelivery(payload: Payload, deliveryId: number | string) {
  await enqueue(payload, { task: 'deliverWebhook', input: { delivery: String(deliveryId) }, queue: WEBHOOK_QUEUE })
  deliverSoon(payload)
}

/** Jobs per pass of the runner. */
const BATCH = 20

const running = new WeakMap<Payload, Promise<void>>()
const again = new WeakSet<Payload>()

/** One runner per process (and per cluster at a time), as the mail queue's: jobs of a pass one after another. */
export function deliverSoon(payload: Payload) {
  if (running.has(payload)) {
    again.add(payload)
    return
  }
  const run = (async () => {
    do {
      again.delete(payload)
      const pass = await onOneInstance('webhooks', 120_000, async () => {
        await reclaimAbandonedJobs(payload, WEBHOOK_QUEUE)
        return payload.jobs.run({ queue: WEBHOOK_QUEUE, limit: BATCH, sequential: true })
      }).catch((err: unknown) => {
        payload.logger.error({ err }, 'webhook queue')
        return { ran: true as const, value: undefined }
      })
      if (!pass.ran) setTimeout(() => deliverSoon(payload), 1_000).unref()
      // A full batch leaves more due behind it: the next pass starts now, not at the next tick.
      else if (Object.keys((await pass.value)?.jobStatus ?? {}).length >= BATCH) again.add(payload)
    } while (again.has(payload))
  })()
  running.set(payload, run)
  void run.finally(() => running.delete(payload))
}

/** Runs what is due (retries whose wait is over) every `everyMs`, and sets this process's destination rules. */
export function keepDelivering(payload: Payload, rules: DestinationRules, everyMs = RECLAIM_EVERY_MS) {
  rulesOf.set(payload, rules)
  deliverSoon(payload)
  const timer = setInterval(() => deliverSoon(payload), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Resolves once the runner is idle (tests, shutdown). */
export async function deliveriesSettled(payload: Payload) {
  while (running.has(payload)) await running.get(payload)
}

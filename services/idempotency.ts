import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { IDEMPOTENCY_HOURS } from '../contract/idempotency'
import { claimOnce, releaseClaim } from './jobs/claims'
import { ServiceError } from './errors'
import { seal, unseal } from './shared/seal'

const HOUR = 3_600_000
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex')

/** JSON with its keys in order: the same request written another way has the same fingerprint. */
function canonical(value: unknown): string {
  if (Buffer.isBuffer(value)) return `bytes:${sha256(value)}`
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

/** A request with its key: whose it is (a staff user or a credential), which route, and what it asks. */
export type KeyedRequest = { caller: string; route: string; key: string; request: unknown }

/** A stored first answer. */
export type KeptAnswer = { status: number; body: string }

/**
 * What a POST with an Idempotency-Key does (Stripe's rules): the first runs and its answer is
 * kept for 24 hours; a retry with the same key and request gets that answer, without the work
 * being done again; the same key with another request is refused (422); a retry while the first
 * still runs is told to wait (409). The key belongs to its caller and route: another caller's
 * same key is another key.
 */
export function idempotency(payload: Payload, keyed: KeyedRequest) {
  const scope = sha256(`${keyed.caller}\n${keyed.route}\n${keyed.key}`)
  const fingerprint = sha256(canonical(keyed.request))
  const claim = `idempotency:${scope}`

  /** The kept answer to replay; null when this request is the first and now holds the key. */
  async function begin(): Promise<KeptAnswer | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { docs } = await payload.find({
        collection: 'idempotency-answers',
        where: { and: [{ scope: { equals: scope } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: true, // the gateway's own record of answers
      })
      const kept = docs[0]
      if (kept) {
        if (kept.fingerprint !== fingerprint)
          throw new ServiceError('IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused', [{ field: 'Idempotency-Key', message: 'idempotencyKeyReused' }])
        return { status: kept.status, body: opened(kept.body) }
      }
      if (attempt === 0) {
        // An answer past its day is forgotten: the key is free again.
        await payload.db.deleteMany({
          collection: 'idempotency-answers',
          where: { and: [{ scope: { equals: scope } }, { expiresAt: { less_than_equal: new Date().toISOString() } }] },
        })
        if (await claimOnce(payload, claim, IDEMPOTENCY_HOURS * HOUR)) return null
      }
      // Claimed by another request: finished meanwhile (read again), or still at work.
    }
    throw new ServiceError('CONFLICT', 'idempotencyInProgress', [], {}, 1)
  }

  /** Keeps the first answer for the key's day. */
  async function keep(answer: KeptAnswer): Promise<void> {
    await payload.create({
      collection: 'idempotency-answers',
      data: { scope, fingerprint, status: answer.status, body: sealed(answer.body), expiresAt: new Date(Date.now() + IDEMPOTENCY_HOURS * HOUR).toISOString() },
      overrideAccess: true,
    })
  }

  /** The first request failed on the server's side: nothing is kept, and a retry runs again. */
  const release = () => releaseClaim(payload, claim)

  return { begin, keep, release }

  /**
   * Answers are kept encrypted with the site's secret (issue #60, item 6): a credential's or a
   * webhook's first answer holds its secret, which the database, a backup or a log must never show.
   */
  function sealed(body: string): string {
    return `${SEALED}${seal(payload, 'idempotency-answers', body)}`
  }
  function opened(body: string): string {
    return body.startsWith(SEALED) ? unseal(payload, 'idempotency-answers', body.slice(SEALED.length)) : body
  }
}

/** The mark of an answer kept encrypted (an answer kept before it, for its day, is plain JSON). */
const SEALED = 'sealed:'

/** Forgets answers past their day: one statement, from the minute's jobs. */
export async function forgetOldAnswers(payload: Payload): Promise<void> {
  await payload.db.deleteMany({ collection: 'idempotency-answers', where: { expiresAt: { less_than: new Date().toISOString() } } })
}

import type { Payload } from 'payload'
import { bounceLimit, recordHardBounce } from './bounces'
import { asSystem } from '../activity/system'
import type { Lead, NewsletterSend } from '../../payload-types'
import { NEWSLETTER_BATCH } from '../../domain/newsletter'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../locales/languages'
import { deliverNow } from '../mail/outbox'
import { onOneInstance } from '../shared/lock'
import { readEnv, serverUrl } from '../../config/env'
import { newsletterComposer } from './message'

const sys = { overrideAccess: true } as const
/** How many subscribers are sent between two reads of the send's status and of their own. */
const RECHECK_EVERY = 10
const messageHost = () => new URL(serverUrl(readEnv())).hostname // the worker acts for the staff member who started the send

/** After a transient SMTP failure a send waits, doubling from 30 s up to 15 min, then sends again by itself. */
const retryDelayMs = (attempts: number) => Math.min(15 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1))

/** An SMTP refusal for good (5xx): recorded on the recipient; anything else (no connection, 4xx) is worth a retry. */
const isPermanent = (error: unknown) => {
  const code = Number((error as { responseCode?: unknown })?.responseCode)
  return code >= 500 && code < 600
}

const isActiveSubscriber = (lead: Pick<Lead, 'status' | 'newsletterStatus'> | null | undefined) =>
  lead?.status === 'active' && lead.newsletterStatus === 'active'

/** The send's counts, from its delivery records (an index range each). */
async function countDeliveries(payload: Payload, send: number | string) {
  const of = (status: 'sent' | 'failed') =>
    payload.count({ collection: 'newsletter-deliveries', where: { and: [{ send: { equals: send } }, { status: { equals: status } }] }, ...sys })
  const [sent, failed] = await Promise.all([of('sent'), of('failed')])
  return { sent: sent.totalDocs, failed: failed.totalDocs }
}

type Outcome = 'done' | 'stopped' | 'more'

/** The current send's messages, rendered per language; one send runs at a time. */
const rendered: { key: string; composers: Map<Language, Awaited<ReturnType<typeof newsletterComposer>>> } = { key: '', composers: new Map() }

/**
 * One batch of a send: the next subscribers after its position, each sent once. A subscriber
 * already holding a delivery record (a batch cut short by a crash) is skipped; one who left
 * since the send began is skipped and counted; the record is written as soon as the SMTP server
 * accepts or refuses the message. The position and counts are saved after the batch.
 */
async function sendBatch(payload: Payload, send: NewsletterSend): Promise<Outcome> {
  const article = await payload.findByID({ collection: 'articles', id: send.article as number, depth: 1, ...sys }).catch(() => null)
  if (!article || article.status !== 'published') {
    await payload.update({
      collection: 'newsletter-sends',
      id: send.id,
      data: { status: 'cancelled', lastError: article ? 'article unpublished' : 'article deleted', finishedAt: new Date().toISOString() },
      ...sys,
    })
    return 'stopped'
  }
  const { docs: leads } = await payload.find({
    collection: 'leads',
    where: { and: [{ id: { greater_than: send.position } }, { newsletterStatus: { equals: 'active' } }, { status: { equals: 'active' } }] },
    sort: 'id',
    limit: NEWSLETTER_BATCH,
    pagination: false, // one batch
    depth: 0,
    select: { email: true, uniqueKey: true, consentLanguage: true },
    ...sys,
  })
  if (!leads.length) {
    await payload.update({
      collection: 'newsletter-sends',
      id: send.id,
      data: { status: 'done', finishedAt: new Date().toISOString(), ...(await countDeliveries(payload, send.id)) },
      ...sys,
    })
    return 'done'
  }
  const { docs: already } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: send.id } }, { lead: { in: leads.map((l) => l.id) } }] },
    limit: leads.length,
    pagination: false, // at most one per lead of this batch
    depth: 0,
    select: { lead: true },
    ...sys,
  })
  const handled = new Set(already.map((d) => String(d.lead)))
  // Rendered once per send and language (a render blocks the process for a few milliseconds).
  const key = `${send.id}:${article.updatedAt}`
  if (rendered.key !== key) Object.assign(rendered, { key, composers: new Map() })
  const composers = rendered.composers
  const composerFor = async (language: Language) => {
    let compose = composers.get(language)
    if (!compose) composers.set(language, (compose = await newsletterComposer(payload, article, language)))
    return compose
  }
  let position = send.position
  let skipped = send.skipped
  let outcome: Outcome = 'more'
  let fresh = new Map<string, Pick<Lead, 'status' | 'newsletterStatus'>>()
  for (const [index, lead] of leads.entries()) {
    // Staff may pause or cancel, and subscribers may leave, while the batch runs: both are read
    // again every RECHECK_EVERY subscribers (about 30 ms of sending), in two small reads.
    if (index % RECHECK_EVERY === 0) {
      const next = leads.slice(index, index + RECHECK_EVERY).map((l) => l.id)
      const [current, states] = await Promise.all([
        payload.db.findOne<Pick<NewsletterSend, 'id' | 'status'>>({
          collection: 'newsletter-sends',
          where: { id: { equals: send.id } },
          select: { status: true },
        }),
        payload.db.find<Pick<Lead, 'id' | 'status' | 'newsletterStatus'>>({
          collection: 'leads',
          where: { id: { in: next } },
          sort: 'id', // sought by id, not walked in the default (date) order
          limit: next.length,
          pagination: false, // the next few subscribers of this batch
          select: { status: true, newsletterStatus: true },
        }),
      ])
      if (current?.status !== 'sending') {
        outcome = 'stopped'
        break
      }
      fresh = new Map(states.docs.map((d) => [String(d.id), d]))
    }
    if (!handled.has(String(lead.id))) {
      if (!isActiveSubscriber(fresh.get(String(lead.id)))) {
        skipped++
      } else {
        const language = isLanguage(lead.consentLanguage) ? lead.consentLanguage : DEFAULT_LANGUAGE
        const message = (await composerFor(language))({ id: lead.id, email: lead.email, uniqueKey: lead.uniqueKey ?? '' })
        try {
          // One Message-ID per send and subscriber: a message sent again after a crash is recognisably the same.
          await deliverNow(payload, { ...message, messageId: `<newsletter-${send.id}-${lead.id}@${messageHost()}>` })
          // Through the adapter: a delivery record has no hooks or rules to run, and this is the hot path.
          await payload.db.create({ collection: 'newsletter-deliveries', data: { send: send.id, lead: lead.id, email: lead.email, language, status: 'sent' } })
        } catch (error) {
          if (!isPermanent(error)) {
            const attempts = send.attempts + 1
            await payload.update({
              collection: 'newsletter-sends',
              id: send.id,
              data: {
                status: 'waiting',
                position,
                skipped,
                attempts,
                retryAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
                lastError: String((error as Error).message ?? error).slice(0, 500),
                ...(await countDeliveries(payload, send.id)),
              },
              ...sys,
            })
            return 'stopped'
          }
          const response = String((error as { response?: unknown }).response ?? (error as Error).message).slice(0, 500)
          await payload.db.create({
            collection: 'newsletter-deliveries',
            data: { send: send.id, lead: lead.id, email: lead.email, language, status: 'failed', response },
          })
          // A permanent refusal is a hard bounce: past the limit the address is not tried again.
          // The mail server's answer is logged as its act (issue #42, item 8).
          await asSystem(payload, 'mailServer', 'lead.bounced', () => recordHardBounce(payload, { id: lead.id }, bounceLimit()))
        }
      }
    }
    position = lead.id
  }
  await payload.update({
    collection: 'newsletter-sends',
    id: send.id,
    data: { position, skipped, attempts: 0, lastError: null, ...(await countDeliveries(payload, send.id)) },
    ...sys,
  })
  return outcome
}

/** Every send that is due (sending, or waiting past its retry time), batch after batch. */
async function runDueSends(payload: Payload) {
  for (;;) {
    const { docs } = await payload.find({
      collection: 'newsletter-sends',
      where: {
        or: [{ status: { equals: 'sending' } }, { and: [{ status: { equals: 'waiting' } }, { retryAt: { less_than_equal: new Date().toISOString() } }] }],
      },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      ...sys,
    })
    let send = docs[0]
    if (!send) return
    if (send.status === 'waiting') send = await payload.update({ collection: 'newsletter-sends', id: send.id, data: { status: 'sending' }, depth: 0, ...sys })
    while ((await sendBatch(payload, send)) === 'more') {
      send = await payload.findByID({ collection: 'newsletter-sends', id: send.id, depth: 0, ...sys })
    }
  }
}

const running = new WeakMap<Payload, Promise<void>>()
const again = new WeakSet<Payload>()

/** Runs the due sends now, on one instance of the cluster at a time; a call during a run asks for one more pass. */
export function sendNewslettersSoon(payload: Payload): Promise<void> {
  const current = running.get(payload)
  if (current) {
    again.add(payload)
    return current
  }
  const run = (async () => {
    do {
      again.delete(payload)
      await onOneInstance('newsletter', 10 * 60_000, () => runDueSends(payload)).catch((err: unknown) => payload.logger.error({ err }, 'newsletter send'))
    } while (again.has(payload))
  })()
  running.set(payload, run)
  void run.finally(() => running.delete(payload))
  return run
}

/**
 * Resumes what a stop or a crash left (a send is its row: status and position) and retries the
 * waiting sends, every `everyMs`, from boot on.
 */
export function keepSendingNewsletters(payload: Payload, everyMs = 15_000) {
  void sendNewslettersSoon(payload)
  const timer = setInterval(() => void sendNewslettersSoon(payload), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Resolves once no send is running in this process (tests, shutdown). */
export async function newslettersSettled(payload: Payload) {
  while (running.has(payload)) await running.get(payload)
}

import type { Payload, PayloadRequest, Where } from 'payload'
import type { NewsletterSend } from '../../payload-types'
import type { SendAction } from '../../domain/newsletter'
import { asCaller, listMeta } from '../caller'
import { conflict, fieldError, notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { sendNewslettersSoon } from './worker'
import { articleAddress } from '../redirects/paths'

type Actor = { payload: Payload; user: UserDoc | null }
const sys = { overrideAccess: true } as const // documented: the gateway checked the caller's route or product

/** How long a list of failed recipients the detail answers with (the rest are counted). */
const FAILED_SHOWN = 100

type SendRow = Pick<
  NewsletterSend,
  'id' | 'article' | 'articleTitle' | 'articlePath' | 'status' | 'sent' | 'failed' | 'skipped' | 'lastError' | 'retryAt' | 'createdAt' | 'finishedAt'
>

/** The article a send went out with: the live one, or, once it is deleted (id null), the title and address it had. */
const articleOf = (send: SendRow) => {
  const live = send.article && typeof send.article === 'object' ? send.article : null
  const id = live ? live.id : typeof send.article === 'number' || typeof send.article === 'string' ? send.article : null
  const title = live?.title ?? send.articleTitle ?? null
  const path = live?.slug ? articleAddress(live.slug, live.id) : (send.articlePath ?? null)
  return { id, title, path }
}

export const toSend = (send: SendRow) => ({
  id: send.id,
  article: articleOf(send),
  status: send.status,
  sent: send.sent,
  failed: send.failed,
  skipped: send.skipped,
  lastError: send.lastError ?? null,
  retryAt: send.retryAt ?? null,
  createdAt: send.createdAt,
  finishedAt: send.finishedAt ?? null,
})

/** Whether the article has a send that was not cancelled (an article goes out once). */
async function alreadySent(payload: Payload, article: number, req?: PayloadRequest) {
  const before = await payload.count({
    collection: 'newsletter-sends',
    where: { and: [{ article: { equals: article } }, { status: { not_equals: 'cancelled' } }] },
    req,
    ...sys,
  })
  return before.totalDocs > 0
}

/**
 * A new send of the article to every active subscriber, picked up by the worker. The title and
 * address it goes out with are kept on the send: its history outlives the article.
 */
async function createSend(payload: Payload, article: number, requestedBy: number | null, req?: PayloadRequest) {
  const doc = await payload.findByID({ collection: 'articles', id: article, depth: 0, select: { title: true, slug: true }, req, ...sys }).catch(() => null)
  const articleTitle = doc?.title ?? null
  const articlePath = doc?.slug ? articleAddress(doc.slug, article) : null
  return payload.create({
    collection: 'newsletter-sends',
    data: { article, articleTitle, articlePath, status: 'sending', requestedBy, position: 0, sent: 0, failed: 0, skipped: 0, attempts: 0 },
    depth: 1,
    req,
    ...sys,
  })
}

/**
 * Sends an article that has just become published (now, or when its date came) and asked for
 * it, unless it went out before: a publish after an unpublish sends nothing again. Runs in the
 * publishing request's transaction; the worker picks the send up within its next pass.
 */
export async function sendOnPublish(payload: Payload, article: number, requestedBy: number | null, req: PayloadRequest) {
  if (await alreadySent(payload, article, req)) return false
  await createSend(payload, article, requestedBy, req)
  // Outside a transaction the send is visible at once; inside one, the next pass (15 s) finds it committed.
  if (!req.transactionID) void sendNewslettersSoon(payload)
  return true
}

/**
 * Starts sending a published article to every active subscriber. An article goes out once:
 * a second send (after an unpublish and a new publish, say) needs `again`, said explicitly.
 */
export async function startSend(actor: Actor, articleId: string, again = false) {
  const article = await actor.payload
    .findByID({ collection: 'articles', id: articleId, depth: 0, select: { status: true }, ...asCaller(actor.user) })
    .catch(() => null)
  if (!article) throw notFound()
  if (article.status !== 'published') throw fieldError('article', 'articleNotPublished')
  if (!again && (await alreadySent(actor.payload, article.id))) throw conflict('newsletterAlreadySent', 'article')
  const send = await createSend(actor.payload, article.id, actor.user?.id ?? null)
  void sendNewslettersSoon(actor.payload)
  return toSend(send)
}

export async function listSends(actor: Actor, q: { page: number; limit: number }) {
  const r = await actor.payload.find({
    collection: 'newsletter-sends',
    sort: '-createdAt',
    page: q.page,
    limit: q.limit,
    depth: 1,
    select: SEND_SELECT,
    // Of the article only what the history shows: its title and address.
    populate: { articles: { title: true, slug: true } },
    ...sys,
  })
  return { data: r.docs.map(toSend), meta: listMeta(r, q.page) }
}

const SEND_SELECT = {
  article: true,
  articleTitle: true,
  articlePath: true,
  status: true,
  sent: true,
  failed: true,
  skipped: true,
  lastError: true,
  retryAt: true,
  createdAt: true,
  finishedAt: true,
} as const

/** A send with the recipients the SMTP server refused and its answer to each. */
export async function getSend(actor: Actor, id: string) {
  const send = await actor.payload.findByID({ collection: 'newsletter-sends', id, depth: 1, ...sys }).catch(() => null)
  if (!send) throw notFound()
  const where: Where = { and: [{ send: { equals: send.id } }, { status: { equals: 'failed' } }] }
  const { docs } = await actor.payload.find({ collection: 'newsletter-deliveries', where, sort: 'id', limit: FAILED_SHOWN, depth: 0, ...sys })
  return { ...toSend(send), failures: docs.map((d) => ({ email: d.email, response: d.response ?? null, at: d.createdAt })) }
}

const NEXT_STATUS: Record<SendAction, { from: NewsletterSend['status'][]; to: NewsletterSend['status'] }> = {
  pause: { from: ['sending', 'waiting'], to: 'paused' },
  resume: { from: ['paused', 'waiting'], to: 'sending' },
  cancel: { from: ['sending', 'waiting', 'paused'], to: 'cancelled' },
}

/** Pause, resume or cancel; the worker checks the status before each recipient, so it stops at once. */
export async function controlSend(actor: Actor, id: string, action: SendAction) {
  const send = await actor.payload.findByID({ collection: 'newsletter-sends', id, depth: 0, select: { status: true }, ...sys }).catch(() => null)
  if (!send) throw notFound()
  const rule = NEXT_STATUS[action]
  if (!rule.from.includes(send.status)) throw conflict('newsletterSendState', 'action')
  const updated = await actor.payload.update({
    collection: 'newsletter-sends',
    id: send.id,
    data: {
      status: rule.to,
      ...(action === 'cancel' ? { finishedAt: new Date().toISOString() } : {}),
      ...(action === 'resume' ? { attempts: 0, retryAt: null } : {}),
    },
    depth: 1,
    ...sys,
  })
  if (action === 'resume') void sendNewslettersSoon(actor.payload)
  return toSend(updated)
}

import type { Payload } from 'payload'
import type { Language } from '../../locales/languages'
import { asCaller } from '../caller'
import { fieldError, forbidden, notFound } from '../errors'
import { unsubscribe } from '../leads'
import type { UserDoc } from '../users/types'
import { newsletterMessage } from './message'

type Actor = { payload: Payload; user: UserDoc | null }

/** The reason stored on a lead that left through a mail client's one-click button. */
export const ONE_CLICK_REASON = 'one-click'

/**
 * An article with its cover, read with the caller's access. Staff preview and test the e-mail
 * from a draft or a scheduled article too, before it goes out (as Ghost does); an integrator's
 * preview stays with published articles, and only a published one is ever sent to subscribers.
 */
async function articleFor(actor: Actor, id: string) {
  const doc = await actor.payload.findByID({ collection: 'articles', id, depth: 1, ...asCaller(actor.user) }).catch(() => null)
  if (!doc) throw notFound()
  if (doc.status !== 'published' && !actor.user) throw fieldError('article', 'articleNotPublished')
  return doc
}

/** The e-mail subscribers in `language` would receive for this article (no subscriber's links in it). */
export async function previewNewsletter(actor: Actor, articleId: string, language: Language) {
  const article = await articleFor(actor, articleId)
  const { subject, html, text } = await newsletterMessage(actor.payload, article, { id: '', email: actor.user?.email ?? '' }, language)
  return { subject, html, text }
}

/** Sends the article's newsletter to the caller alone, through the mail queue like every e-mail; a draft's too. */
export async function sendTestNewsletter(actor: Actor, articleId: string, language: Language) {
  if (!actor.user) throw forbidden() // an integrator has no mailbox of its own to test with
  const article = await articleFor(actor, articleId)
  const message = await newsletterMessage(actor.payload, article, { id: '', email: actor.user.email }, language)
  await actor.payload.sendEmail({ ...message, subject: `[TEST] ${message.subject}` })
}

/** RFC 8058: a mail client's one-click unsubscribe, with the e-mail's key; no page, no reason to give. */
export const oneClickUnsubscribe = (payload: Payload, uniqueKey: string, id: string) => unsubscribe(payload, id, uniqueKey, ONE_CLICK_REASON)

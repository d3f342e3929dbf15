import { z } from 'zod'
import { LANGUAGES } from '../domain/languages'
import { NEWSLETTER_CONTENTS, SEND_ACTIONS, SEND_STATUSES } from '../domain/newsletter'
import { idAsText, idSchema, k, emailSchema, storedDate } from './common'

/** A newsletter e-mail as it would be sent: subject, HTML part and plain-text part. */
export const newsletterMail = z.object({ subject: z.string(), html: z.string(), text: z.string() }).strict()

/** Which article, in which of the five languages (the subscriber's language at sign-up). */
export const newsletterPreviewQuery = z
  .object({
    article: idSchema,
    language: z.enum(LANGUAGES, k('invalidLanguage')).default('pt-BR'),
  })
  .strict()

/** A test send goes to the caller's own address only. */
/** A hard bounce the mail provider reports after the send (its bounce webhook or address, relayed). */
export const newsletterBounceBody = z.object({ email: emailSchema }).strict()
export const newsletterBounceAnswer = z.object({ outcome: z.enum(['counted', 'bounced', 'unknown']) }).strict()

export const newsletterTestBody = z
  .object({
    article: idAsText(),
    language: z.enum(LANGUAGES, k('invalidLanguage')).default('pt-BR'),
  })
  .strict()

/** RFC 8058: a mail client's one-click unsubscribe posts exactly this form field. */
// RFC 8058: the body is exactly this one field; the document says so, so no client sends others.
export const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click', k('invalidOneClick')) }).strict()

/** Send a published article to every active subscriber; `again` to send an article a second time. */
export const sendCreateBody = z
  .object({
    article: idAsText(),
    again: z.boolean().optional(),
  })
  .strict()

export const sendActionBody = z.object({ action: z.enum(SEND_ACTIONS, k('invalidSendAction')) }).strict()

export const sendAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  /** The article sent: `id` is null once it was deleted; its title and address stay as they went out. */
  article: z.object({ id: z.union([z.number(), z.string()]).nullable(), title: z.string().nullable(), path: z.string().nullable() }),
  status: z.enum(SEND_STATUSES),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  lastError: z.string().nullable(),
  retryAt: storedDate.nullable(),
  createdAt: storedDate,
  finishedAt: storedDate.nullable(),
})

export const sendDetailAnswer = sendAnswer.extend({
  failures: z.array(z.object({ email: z.string(), response: z.string().nullable(), at: z.string() })),
})

/** The confirmation page posts what its address carries: the lead's id and the signed token. */
export const confirmBody = z
  .object({
    id: z.string(k('newsletterConfirmLinkInvalid')).regex(/^\d{1,12}$/, k('newsletterConfirmLinkInvalid')),
    token: z.string(k('newsletterConfirmLinkInvalid')).regex(/^\d{1,12}\.[A-Za-z0-9_-]{43}$/, k('newsletterConfirmLinkInvalid')),
  })
  .strict()

/** How the newsletter takes sign-ups (double opt-in). */
export const newsletterSettings = z.object({ confirmByEmail: z.boolean(k('invalidValue')), content: z.enum(NEWSLETTER_CONTENTS, k('invalidValue')) }).strict()

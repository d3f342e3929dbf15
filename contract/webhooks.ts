import { z } from 'zod'
import { DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_STATUSES } from '../domain/webhooks'
import { cursorParam, k, paginationQuery, storedDate, storedId } from './common'

const url = z
  .string(k('webhookUrlRefused'))
  .trim()
  .max(2000, k('tooLong'))
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), k('webhookUrlRefused'))
const events = z
  .array(z.enum(WEBHOOK_EVENTS, k('invalidValue')), k('invalidValue'))
  .min(1, k('webhookEventsRequired'))
  .max(WEBHOOK_EVENTS.length, k('invalidValue'))
  .transform((list) => [...new Set(list)])

export const webhookEndpointBody = z.object({ url, description: z.string(k('invalidValue')).trim().max(200, k('tooLong')).optional(), events }).strict()
export type WebhookEndpointInput = z.output<typeof webhookEndpointBody>

export const webhookEndpointUpdateBody = webhookEndpointBody
  .partial()
  .extend({ status: z.enum(WEBHOOK_STATUSES, k('invalidValue')).optional() })
  .strict()

export const webhookEndpoint = z
  .object({
    id: storedId,
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.string()),
    status: z.enum(WEBHOOK_STATUSES),
    /** Since when every try has failed (null while it works); a day of it disables the endpoint. */
    failingSince: storedDate.nullable(),
    disabledAt: storedDate.nullable(),
    createdAt: storedDate,
  })
  .strict()

/** The only answer with the signing secret (Standard Webhooks' `whsec_...`). */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() }).strict()

export const webhookDelivery = z
  .object({
    id: storedId,
    event: z.string(),
    /** Standard Webhooks' webhook-id: the same on every try and redelivery. */
    messageId: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number(),
    lastStatusCode: z.number().nullable(),
    lastDurationMs: z.number().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: storedDate.nullable(),
    createdAt: storedDate,
    updatedAt: storedDate,
  })
  .strict()

export const deliveriesQuery = paginationQuery.extend({ cursor: cursorParam }).strict()

/*
 * What a webhook delivery posts (issue #31: the document described none): `{ type, timestamp,
 * data }`, signed as Standard Webhooks says. `data` holds the document's public fields, never a
 * content body or a secret; an article's carries its public address.
 */
export const webhookArticleData = z
  .object({
    id: storedId,
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable().optional(),
    status: z.string(),
    publishedAt: storedDate.nullable().optional(),
    updatedAt: storedDate.optional(),
    /** The article's public page (its pt-BR address); absent when the article is deleted or not published. */
    url: z.string().optional(),
  })
  .strict()
/** A page's event: its pt-BR title, its address, and its public URL while published (issue #43, item 2). */
export const webhookPageData = z
  .object({
    id: storedId,
    title: z.string(),
    path: z.string(),
    updatedAt: storedDate.optional(),
    url: z.string().optional(),
  })
  .strict()
export const webhookLeadData = z
  .object({
    id: storedId,
    name: z.string().nullable().optional(),
    email: z.string(),
    company: z.string().nullable().optional(),
    subject: z.string().nullable().optional(),
    newsletterStatus: z.string().nullable().optional(),
    createdAt: storedDate.optional(),
  })
  .strict()
export const webhookMessageData = webhookLeadData.omit({ newsletterStatus: true }).extend({ message: z.string().nullable().optional() }).strict()

/** A built form's submission (issue #65): the values as checked, the language and page it came from. */
export const webhookFormSubmissionData = z
  .object({
    id: storedId,
    form: storedId,
    formTitle: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
    language: z.string().nullable().optional(),
    sentFrom: z.string().nullable().optional(),
    createdAt: storedDate.optional(),
  })
  .strict()

/** Each event's `data`. */
export const WEBHOOK_EVENT_DATA = {
  'article.published': webhookArticleData,
  'article.unpublished': webhookArticleData,
  'article.updated': webhookArticleData,
  'article.deleted': webhookArticleData,
  'page.published': webhookPageData,
  'page.unpublished': webhookPageData,
  'page.updated': webhookPageData,
  'page.deleted': webhookPageData,
  'lead.created': webhookLeadData,
  'message.received': webhookMessageData,
  'newsletter.subscribed': webhookLeadData,
  'newsletter.unsubscribed': webhookLeadData,
  'form.submitted': webhookFormSubmissionData,
} as const satisfies Record<(typeof WEBHOOK_EVENTS)[number], z.ZodType>

export const webhookEventBody = <E extends keyof typeof WEBHOOK_EVENT_DATA>(event: E) =>
  z.object({ type: z.literal(event), timestamp: storedDate, data: WEBHOOK_EVENT_DATA[event] }).strict()

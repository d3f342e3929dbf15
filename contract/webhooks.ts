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

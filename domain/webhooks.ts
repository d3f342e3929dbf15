/** What an integrator can be told about, as the endpoint registration names it. */
export const WEBHOOK_EVENTS = [
  'article.published',
  'article.unpublished',
  'article.updated',
  'article.deleted',
  'page.published',
  'page.unpublished',
  'page.updated',
  'page.deleted',
  'lead.created',
  'message.received',
  'newsletter.subscribed',
  'newsletter.unsubscribed',
  'form.submitted',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/**
 * The products an integrator's credential needs to subscribe to an event, besides `webhooks`:
 * an event carries what its product reads (a lead's name and e-mail, a message's text), so a
 * webhooks-only credential may not receive it (issue #29). Article events carry what is
 * published. Any one of the listed products suffices; staff subscribe to every event.
 */
export const WEBHOOK_EVENT_PRODUCTS: Record<WebhookEvent, readonly string[] | null> = {
  'article.published': null,
  'article.unpublished': null,
  'article.updated': null,
  'article.deleted': null,
  'page.published': null,
  'page.unpublished': null,
  'page.updated': null,
  'page.deleted': null,
  'lead.created': ['leads'],
  'message.received': ['messages'],
  'newsletter.subscribed': ['leads', 'newsletter'],
  'newsletter.unsubscribed': ['leads', 'newsletter'],
  // What a visitor sent through a form staff built (issue #65).
  'form.submitted': ['forms'],
}

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number]

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * Delivery limits: tries with exponential backoff from 45 s (45 s, 90 s, 3 min... the eleventh
 * about 13 h after the tenth), so a delivery is retried for about a day; each try waits at most
 * 10 s and reads at most 64 KB of the answer; an endpoint failing for a day is disabled.
 */
export const WEBHOOK_LIMITS = {
  attempts: 11,
  firstRetryMs: 45_000,
  timeoutMs: 10_000,
  maxAnswerBytes: 64 * 1024,
  disableAfterMs: 24 * 3_600_000,
  maxEndpoints: 50,
} as const

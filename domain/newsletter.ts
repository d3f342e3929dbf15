/**
 * A newsletter send's life: `sending` until every subscriber has been handled (`done`);
 * `waiting` after a transient SMTP failure, until `retryAt`, then sending again by itself;
 * `paused` and `cancelled` by staff (a paused send resumes when staff say so).
 */
export const SEND_STATUSES = ['sending', 'waiting', 'paused', 'done', 'cancelled'] as const
export type SendStatus = (typeof SEND_STATUSES)[number]

/** What staff may do to a send. */
export const SEND_ACTIONS = ['pause', 'resume', 'cancel'] as const
export type SendAction = (typeof SEND_ACTIONS)[number]

/** One subscriber's outcome: accepted by the SMTP server, or refused for good (a 5xx answer). */
export const DELIVERY_STATUSES = ['sent', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** Subscribers handled per batch: the position and counts are saved after each one. */
export const NEWSLETTER_BATCH = 50

/** What a newsletter e-mail carries of the article: its excerpt and a link, or its whole text. */
export const NEWSLETTER_CONTENTS = ['excerpt', 'full'] as const
export type NewsletterContent = (typeof NEWSLETTER_CONTENTS)[number]

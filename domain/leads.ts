export const LEAD_MODULES = ['contact', 'newsletter'] as const
export type LeadModule = (typeof LEAD_MODULES)[number]

export const LEAD_STATUSES = ['active', 'inactive', 'deleted', 'blackListed', 'cancelled'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The statuses staff may set; `deleted` is reached through deletion only. */
export const SETTABLE_LEAD_STATUSES = ['active', 'inactive', 'blackListed', 'cancelled'] as const satisfies readonly LeadStatus[]
export type SettableLeadStatus = (typeof SETTABLE_LEAD_STATUSES)[number]

export const LEAD_CLASSIFICATIONS = ['none', 'cold', 'warm', 'hot', 'conversion'] as const
export type LeadClassification = (typeof LEAD_CLASSIFICATIONS)[number]
export const isLeadClassification = (value: string): value is LeadClassification => (LEAD_CLASSIFICATIONS as readonly string[]).includes(value)

/**
 * `pending`: signed up while confirmation by e-mail is on, and not confirmed yet (receives nothing).
 * `bounced`: the address refused mail permanently NEWSLETTER_BOUNCE_LIMIT times (receives nothing
 * until staff subscribe it again).
 */
export const NEWSLETTER_STATUSES = ['active', 'cancelled', 'pending', 'bounced'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]
/** What staff may set by hand: a confirmation is the subscriber's to give. */
export const SETTABLE_NEWSLETTER_STATUSES = ['active', 'cancelled'] as const
/** How long a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_DAYS = 7

/** Spec section 4: the reason kept when staff cancel a subscription without giving one. */
export const DEFAULT_CANCEL_REASON = 'unsubscribed by the lead list panel'

/** The tabs of the received-messages screen and call. */
export const MESSAGE_TABS = ['all', 'unread', 'read', 'archived'] as const
export type MessageTab = (typeof MESSAGE_TABS)[number]

/**
 * The version of the newsletter consent text the sign-up form shows (catalogue key
 * newsletter.consent): stored with each sign-up (LGPD). Change it whenever that text changes.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-24'

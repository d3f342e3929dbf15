import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { selectOptions } from './fields/options'
import { DELIVERY_STATUSES, SEND_STATUSES } from '../domain/newsletter'

/**
 * Newsletter sends and their per-subscriber deliveries, written by the newsletter service and
 * its worker only (services/newsletter): staff read them through the gateway or /cms; nobody
 * edits them in a panel. A send's row is its durable state: where it stands in the subscriber
 * list and its counts; a delivery row says a subscriber was handled, so a restarted send skips
 * them.
 */
const internal = {
  admin: { group: 'Newsletter' },
  lockDocuments: false,
} as const

export const NewsletterSends: CollectionConfig = {
  slug: 'newsletter-sends',
  ...internal,
  admin: { ...internal.admin, defaultColumns: ['article', 'status', 'sent', 'failed', 'createdAt'] },
  access: { read: byRoute('list-leads'), create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['status', 'retryAt'] }],
  fields: [
    // Not required: a send outlives its article (issue #42, item 4). Deleting the article empties
    // this link; the title and address it went out with stay below, for the send history.
    { name: 'article', type: 'relationship', relationTo: 'articles', index: true },
    { name: 'articleTitle', type: 'text', maxLength: 300 },
    { name: 'articlePath', type: 'text', maxLength: 400 },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: selectOptions(SEND_STATUSES),
      defaultValue: 'sending',
      enumName: 'enum_newsletter_sends_send_status',
    },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users' },
    /** The last subscriber (lead id) handled: subscribers are walked in id order. */
    { name: 'position', type: 'number', required: true, defaultValue: 0 },
    { name: 'sent', type: 'number', required: true, defaultValue: 0 },
    { name: 'failed', type: 'number', required: true, defaultValue: 0 },
    /** Subscribers who left (unsubscribed, blacklisted) while the send was running. */
    { name: 'skipped', type: 'number', required: true, defaultValue: 0 },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'retryAt', type: 'date' },
    { name: 'lastError', type: 'text', maxLength: 500 },
    { name: 'finishedAt', type: 'date' },
  ],
}

export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  ...internal,
  admin: { ...internal.admin, hidden: true },
  timestamps: true,
  access: { read: byRoute('list-leads'), create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['send', 'lead'], unique: true }, { fields: ['send', 'status'] }],
  fields: [
    { name: 'send', type: 'relationship', relationTo: 'newsletter-sends', required: true },
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'language', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, options: selectOptions(DELIVERY_STATUSES), enumName: 'enum_newsletter_deliveries_delivery_status' },
    /** The SMTP server's answer (a refusal's reason). */
    { name: 'response', type: 'text', maxLength: 500 },
  ],
}

import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { uniqueKeyField } from './fields/uniqueKey'
import { selectOptions } from './fields/options'
import { invalidates } from './hooks/invalidates'
import { LEAD_CLASSIFICATIONS, LEAD_MODULES, LEAD_STATUSES, NEWSLETTER_STATUSES } from '../domain/leads'

const options = selectOptions

/** People who wrote through the contact form or signed up to the newsletter. */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'module', 'status', 'classification', 'createdAt'] },
  access: {
    read: byRoute('list-leads'),
    create: byRoute('list-leads', 'message-received'),
    update: byRoute('list-leads'),
    delete: byRoute('list-leads'),
  },
  // The list's own index, (date, id, status), is declared with the schema (config/pageIndexes.ts).
  hooks: {
    // Integrators' kept list answers show leads (gateway/http/storedAnswers.ts).
    ...invalidates('leads'),
    // Subscribing again (staff, or a new sign-up) starts the address's bounce count afresh.
    beforeChange: [
      ({ data, originalDoc }) => (data.newsletterStatus === 'active' && originalDoc?.newsletterStatus !== 'active' ? { ...data, newsletterBounces: 0 } : data),
    ],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    { name: 'company', type: 'text', maxLength: 120 },
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'telephone', type: 'text', maxLength: 32 },
    { name: 'subject', type: 'text', maxLength: 200, index: true },
    { name: 'message', type: 'textarea', maxLength: 5000 },
    { name: 'module', type: 'select', required: true, index: true, options: options(LEAD_MODULES), defaultValue: 'contact' },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: options(LEAD_STATUSES),
      defaultValue: 'active',
      enumName: 'enum_leads_lead_status',
    },
    { name: 'classification', type: 'select', required: true, index: true, options: options(LEAD_CLASSIFICATIONS), defaultValue: 'none' },
    { name: 'newsletterStatus', type: 'select', index: true, options: options(NEWSLETTER_STATUSES) },
    { name: 'newsletterCancelReason', type: 'text', maxLength: 500 },
    // Hard bounces counted since the address last subscribed (services/newsletter/bounces.ts).
    { name: 'newsletterBounces', type: 'number', min: 0, defaultValue: 0, admin: { readOnly: true } },
    // LGPD: when, from which page, in which language and under which text the newsletter consent was given.
    { name: 'consentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'consentSource', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'consentLanguage', type: 'text', maxLength: 10, admin: { readOnly: true } },
    { name: 'consentVersion', type: 'text', maxLength: 40, admin: { readOnly: true } },
    uniqueKeyField(),
  ],
}

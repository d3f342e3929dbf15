import type { CollectionConfig } from 'payload'
import { anyone, byRoute } from '../access/predicates'
import { invalidates } from './hooks/invalidates'

/** Questions and answers, grouped by the product they belong to (`/faq/{product}`). */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'product', 'order'] },
  defaultSort: 'order',
  access: {
    read: anyone,
    create: byRoute('seo', 'settings'),
    update: byRoute('seo', 'settings'),
    delete: byRoute('seo', 'settings'),
    readVersions: byRoute('seo', 'settings'),
  },
  hooks: invalidates('faqs'),
  fields: [
    { name: 'product', type: 'text', required: true, defaultValue: 'general', index: true, maxLength: 60 },
    { name: 'question', type: 'text', localized: true, required: true, maxLength: 300 },
    { name: 'answer', type: 'textarea', localized: true, required: true, maxLength: 4000 },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

import type { CollectionConfig } from 'payload'
import { byRoute, routeOrWhere } from '../access/predicates'
import { uniqueKeyField } from './fields/uniqueKey'
import { invalidates } from './hooks/invalidates'

/** Head and body code injected into every public page (analytics, verification tags...). */
export const SeoSnippets: CollectionConfig = {
  slug: 'seo-snippets',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'active', 'updatedAt'] },
  access: {
    read: routeOrWhere({ active: { equals: true } }, 'seo'),
    create: byRoute('seo'),
    update: byRoute('seo'),
    delete: byRoute('seo'),
    readVersions: byRoute('seo'),
  },
  hooks: invalidates('seo'),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'head', type: 'code', admin: { language: 'html' }, maxLength: 20000 },
    { name: 'body', type: 'code', admin: { language: 'html' }, maxLength: 20000 },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    uniqueKeyField(),
  ],
}

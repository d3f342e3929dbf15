import type { CollectionConfig } from 'payload'
import { anyone, byRoute } from '../access/predicates'
import { invalidates } from './hooks/invalidates'
import { slugFromName } from './hooks/slugFromName'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'name' },
  access: {
    read: anyone,
    create: byRoute('compose', 'list-of-categories'),
    update: byRoute('list-of-categories'),
    delete: byRoute('list-of-categories'),
  },
  hooks: {
    ...invalidates('tags', 'articles'),
    beforeChange: [slugFromName],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, unique: true, maxLength: 60 },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true } },
  ],
}

import type { CollectionConfig } from 'payload'
import { anyone, byRoute } from '../access/predicates'
import { slugify } from '../services/text/normalize'
import { invalidates } from './hooks/invalidates'

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
    beforeChange: [
      ({ data, originalDoc }) => {
        data.slug = slugify(String(data.name ?? originalDoc?.name ?? ''))
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 60 },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true } },
  ],
}

import type { CollectionConfig } from 'payload'
import { byRoute, routeOrWhere } from '../access/predicates'
import { hexColorField } from './fields/hexColor'
import { invalidates } from './hooks/invalidates'
import { slugFromName } from './hooks/slugFromName'
import { uniqueKeyField } from './fields/uniqueKey'
import { selectOptions } from './fields/options'
import { CATEGORY_DEFAULT_BACKGROUND, CATEGORY_DEFAULT_TEXT_COLOR, CATEGORY_STATUSES } from '../domain/taxonomy'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'updatedAt'] },
  access: {
    read: routeOrWhere({ status: { equals: 'active' } }, 'list-of-categories', 'compose'),
    create: byRoute('list-of-categories'),
    update: byRoute('list-of-categories'),
    delete: byRoute('list-of-categories'),
    readVersions: byRoute('list-of-categories'),
  },
  hooks: {
    ...invalidates('categories', 'articles'),
    beforeChange: [slugFromName],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, unique: true, maxLength: 80 },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'description', type: 'textarea', localized: true, required: true, maxLength: 500 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    hexColorField('textColor', CATEGORY_DEFAULT_TEXT_COLOR),
    hexColorField('backgroundColor', CATEGORY_DEFAULT_BACKGROUND),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      enumName: 'enum_categories_category_status',
      options: selectOptions(CATEGORY_STATUSES),
      admin: { position: 'sidebar' },
    },
    uniqueKeyField(),
  ],
}

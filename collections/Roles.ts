import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { invalidateRoleMap } from '../access/roleMap'
import { ADMIN_ROUTES } from '../domain/access'
import { selectOptions } from './fields/options'

/** A grantable access area and the admin routes it opens (ARCHITECTURE.md section 5). */
export const Roles: CollectionConfig = {
  slug: 'roles',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'active_routes'] },
  access: {
    read: ({ req }) => req.user?.collection === 'users',
    create: byRoute('users'),
    update: byRoute('users'),
    delete: byRoute('users'),
  },
  hooks: {
    afterChange: [() => invalidateRoleMap()],
    afterDelete: [() => invalidateRoleMap()],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    {
      name: 'active_routes',
      type: 'select',
      hasMany: true,
      required: true,
      options: selectOptions(ADMIN_ROUTES),
    },
  ],
}

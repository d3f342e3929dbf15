import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { selectOptions } from './fields/options'
import { CREDENTIAL_PRODUCTS, CREDENTIAL_STATUSES } from '../domain/credentials'
import { invalidates } from './hooks/invalidates'

/**
 * Integrator credentials. The secret is stored only as a salted scrypt hash (`hidden`, so
 * no Payload answer ever carries it); `secretHint` is a redacted copy for display.
 */
export const Credentials: CollectionConfig = {
  slug: 'credentials',
  admin: { useAsTitle: 'description', defaultColumns: ['description', 'products', 'status', 'expiresAt'] },
  access: {
    read: byRoute('security-center'),
    create: byRoute('security-center'),
    update: byRoute('security-center'),
    delete: byRoute('security-center'),
  },
  // Every integrator call checks its token against a kept copy of the credential (services/credentials/tokenCheck.ts).
  hooks: invalidates('credentials'),
  fields: [
    { name: 'description', type: 'text', required: true, maxLength: 200 },
    {
      name: 'products',
      type: 'select',
      hasMany: true,
      required: true,
      options: selectOptions(CREDENTIAL_PRODUCTS),
    },
    { name: 'expiresAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'accessKey', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'secretHash', type: 'text', required: true, hidden: true },
    { name: 'secretHint', type: 'text', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      enumName: 'enum_credentials_credential_status',
      options: selectOptions(CREDENTIAL_STATUSES),
    },
    { name: 'regenerationCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'lastUsedAt', type: 'date', admin: { readOnly: true } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}

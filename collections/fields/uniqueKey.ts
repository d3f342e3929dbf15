import { randomUUID } from 'node:crypto'
import type { TextField } from 'payload'

/**
 * The random public key that, with the id, addresses a record in URLs the spec gives as
 * `{uniqueKey}/{id}`. Set once on create, never editable.
 */
export const uniqueKeyField = (): TextField => ({
  name: 'uniqueKey',
  type: 'text',
  unique: true,
  index: true,
  admin: { readOnly: true, position: 'sidebar' },
  access: { update: () => false },
  hooks: {
    beforeChange: [({ value, operation }) => (operation === 'create' || !value ? value || randomUUID() : value)],
  },
})

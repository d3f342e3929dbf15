import type { CollectionBeforeChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/** Keeps first_name and full_name in step with name and last_name. */
export const deriveNames: CollectionBeforeChangeHook<User> = ({ data, originalDoc }) => {
  const name = (data.name ?? originalDoc?.name ?? '').trim()
  const lastName = (data.last_name ?? originalDoc?.last_name ?? '').trim()
  data.first_name = name.split(/\s+/)[0] ?? ''
  data.full_name = [name, lastName].filter(Boolean).join(' ')
  return data
}

import type { CollectionBeforeChangeHook } from 'payload'

/** Keeps first_name and full_name in step with name and last_name. */
export const deriveNames: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const name = String(data.name ?? originalDoc?.name ?? '').trim()
  const lastName = String(data.last_name ?? originalDoc?.last_name ?? '').trim()
  data.first_name = name.split(/\s+/)[0] ?? ''
  data.full_name = [name, lastName].filter(Boolean).join(' ')
  return data
}

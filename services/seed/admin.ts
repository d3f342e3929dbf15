import type { Payload } from 'payload'
import { ACCESS_AREAS } from '../../domain/access'
import type { User } from '../../payload-types'

/** The administrator the first start creates (SEED_ADMIN_*), with or without the demo content. */
export const firstAdminData = (email: string, password: string) => ({
  email,
  password,
  name: 'Administrador',
  last_name: 'do Site',
  position: 'admin' as const,
  permission: 'admin' as const,
  status: 'active' as const,
  // The operator chose this address when installing: nothing to prove.
  emailVerified: true,
  type: 'staff' as const,
  access: [...ACCESS_AREAS],
})

/**
 * A clean start (SEED_DEMO=false, issue #43 item 1): on a database with no user at all, creates
 * the administrator, and nothing else; a database that has users is left alone. Answers the
 * user made, or null.
 */
export async function ensureFirstAdmin(payload: Payload, email: string, password: string): Promise<User | null> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return null
  return payload.create({ collection: 'users', data: firstAdminData(email, password), overrideAccess: true })
}

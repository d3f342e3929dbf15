import type { Payload } from 'payload'
import { ACCESS_AREAS } from '../../domain/access'
import { generateFirstAccessPassword } from '../auth/passwords'
import { asSystem } from '../activity/system'
import { firstAdminData } from '../seed/admin'
import { inTransaction } from '../transaction'

/**
 * The operator's recovery (scripts/admin.ts): `email` becomes an active administrator with every
 * area and a one-time password (first access: they choose their own at the next sign-in), made
 * when missing. Other sessions end. One transaction; recorded as the operator's work.
 */
export async function resetAdministrator(payload: Payload, email: string): Promise<{ password: string; created: boolean }> {
  const password = generateFirstAccessPassword()
  return asSystem(payload, 'operator', 'user.recovered', () =>
    inTransaction(payload, null, async (req) => {
      // The account keeps the site's only administrator while it waits for its own password.
      req.context = { ...req.context, operatorRecovery: true }
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, req })
      const admin = {
        permission: 'admin' as const,
        position: 'admin' as const,
        access: [...ACCESS_AREAS],
        emailVerified: true,
        loginAttempts: 0,
        lockUntil: null,
      }
      if (!docs[0]) {
        await payload.create({ collection: 'users', data: { ...firstAdminData(email, password), ...admin, status: 'first-access' }, overrideAccess: true, req })
        return { password, created: true }
      }
      await payload.update({
        collection: 'users',
        id: docs[0].id,
        data: { ...admin, password, status: 'first-access', sessions: [] },
        overrideAccess: true,
        req,
      })
      return { password, created: false }
    }),
  )
}

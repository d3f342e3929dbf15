import type { CollectionAfterOperationHook } from 'payload'
import { loginGuard } from '../../../services/auth/loginGuard'

/** A completed password reset (gateway or /cms) ends every lock and slow-down on the address. */
export const forgiveAfterReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
  if (typeof email === 'string') await loginGuard(req.payload).forgive(email)
  return result
}

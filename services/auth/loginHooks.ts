import { APIError, type CollectionAfterLoginHook, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { translatorFor } from '../../locales/i18n'
import { clientAddress } from './clientAddress'
import { hashAsIfKnown } from './equalTime'
import { tellOwnerOfLock } from './lockNotice'
import { loginGuard } from './loginGuard'

const t = translatorFor('pt-BR', 'api')

/**
 * Every sign-in, in /cms or through the gateway, passes the same guard before Payload looks
 * the account up: a locked pair or a slowed address is refused alike for known and unknown
 * addresses, and an unknown address costs the same hashing as a wrong password.
 */
const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || typeof password !== 'string') return args
  const client = clientAddress(req)
  const verdict = await loginGuard(req.payload).begin(email, client)
  if (!verdict.allowed) {
    if (verdict.lockedNow) void tellOwnerOfLock(req.payload, email, client)
    if (verdict.reason === 'locked') {
      const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
      throw new APIError(t('accountLocked', { minutes }), 423, { code: 'ACCOUNT_LOCKED', retryAfterSeconds: verdict.retryAfterSeconds, minutes }, true)
    }
    const seconds = verdict.retryAfterSeconds
    throw new APIError(t('loginSlowedDown', { seconds }), 429, { code: 'RATE_LIMITED', retryAfterSeconds: seconds }, true)
  }
  await hashAsIfKnown(req.payload, email, password)
  return args
}

const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await loginGuard(req.payload).succeeded(String((user as { email?: unknown }).email ?? ''), clientAddress(req as PayloadRequest))
}

/** A completed password reset (gateway or /cms) ends every lock and slow-down on the address. */
const forgiveAfterReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
  if (typeof email === 'string') await loginGuard(req.payload).forgive(email)
  return result
}

/** The Users collection's sign-in hooks that need the login guard's state (payload.config.ts attaches them). */
export const loginGuardHooks = {
  beforeOperation: [guardLogin],
  afterLogin: [clearLoginFailures],
  afterOperation: [forgiveAfterReset],
}

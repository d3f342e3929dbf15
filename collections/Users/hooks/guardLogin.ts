import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { translatorFor } from '../../../locales/i18n'
import { hashAsIfKnown } from '../../../services/auth/equalTime'
import { loginGuard } from '../../../services/auth/loginGuard'
import { tellOwnerOfLock } from '../../../services/auth/lockNotice'
import { clientAddress } from '../../../services/auth/clientAddress'

const t = translatorFor('pt-BR', 'api')

/**
 * Every sign-in, in /cms or through the gateway, passes the same guard before Payload looks
 * the account up: a locked pair or a slowed address is refused alike for known and unknown
 * addresses, and an unknown address costs the same hashing as a wrong password.
 */
export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
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

export const clearLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  await loginGuard(req.payload).succeeded(String((user as { email?: unknown }).email ?? ''), clientAddress(req as PayloadRequest))
}

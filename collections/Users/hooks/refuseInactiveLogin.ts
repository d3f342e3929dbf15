import { APIError, type CollectionBeforeLoginHook } from 'payload'
import type { User } from '../../../payload-types'

/** Inactive and blocked accounts cannot sign in, in /cms or through the gateway. */
export const refuseInactiveLogin: CollectionBeforeLoginHook<User> = ({ user }) => {
  if (user.status === 'inactive') throw new APIError('Account is inactive', 403, { code: 'ACCOUNT_INACTIVE' }, true)
  if (user.status === 'blocked') throw new APIError('Account is blocked', 403, { code: 'ACCOUNT_BLOCKED' }, true)
  return user
}

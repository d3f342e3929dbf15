import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { readEnv } from '../../config/env'
import { HttpError } from '../errors'
import { toApiUser } from '../users/serialize'
import type { UserDoc } from '../users/types'

const env = readEnv()

/** Signs in through Payload (which counts failures and locks the account). */
export async function login(payload: Payload, email: string, password: string) {
  try {
    const result = await payload.login({ collection: 'users', data: { email, password } })
    return { user: toApiUser(result.user as never), token: result.token as string, exp: result.exp }
  } catch (error) {
    const name = (error as { name?: string }).name
    const message = (error as { message?: string }).message
    if (name === 'LockedAuth') throw new HttpError(423, 'ACCOUNT_LOCKED', 'accountLocked', [], { minutes: env.LOGIN_LOCK_MINUTES })
    if (message === 'Account is inactive') throw new HttpError(403, 'ACCOUNT_INACTIVE', 'accountInactive')
    if (message === 'Account is blocked') throw new HttpError(403, 'ACCOUNT_BLOCKED', 'accountBlocked')
    if (name === 'AuthenticationError' || name === 'UnverifiedEmail') throw new HttpError(401, 'INVALID_CREDENTIALS', 'invalidCredentials')
    throw error
  }
}

/** Ends this token's session: Payload drops the session id, so the token fails at once. */
export async function logout(payload: Payload, user: UserDoc) {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  await logoutOperation({ collection: payload.collections.users!, req })
}

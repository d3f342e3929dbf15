import { decodeJwt } from 'jose'
import { createLocalReq, jwtSign, logoutOperation, type Payload } from 'payload'
import { readEnv } from '../../config/env'
import { HttpError } from '../errors'
import { toApiUser } from '../users/serialize'
import type { UserDoc } from '../users/types'

const env = readEnv()

/** "Remember password" keeps the session this long instead of the collection's 8 hours. */
export const REMEMBERED_SESSION_SECONDS = 60 * 60 * 24 * 30

/** Signs in through Payload (which counts failures and locks the account). */
export async function login(payload: Payload, email: string, password: string, remember = false) {
  let result: Awaited<ReturnType<Payload['login']>>
  try {
    result = await payload.login({ collection: 'users', data: { email, password } })
  } catch (error) {
    const name = (error as { name?: string }).name
    const message = (error as { message?: string }).message
    if (name === 'LockedAuth') throw new HttpError(423, 'ACCOUNT_LOCKED', 'accountLocked', [], { minutes: env.LOGIN_LOCK_MINUTES })
    if (message === 'Account is inactive') throw new HttpError(403, 'ACCOUNT_INACTIVE', 'accountInactive')
    if (message === 'Account is blocked') throw new HttpError(403, 'ACCOUNT_BLOCKED', 'accountBlocked')
    if (name === 'AuthenticationError' || name === 'UnverifiedEmail') throw new HttpError(401, 'INVALID_CREDENTIALS', 'invalidCredentials')
    throw error
  }
  const user = toApiUser(result.user as never)
  if (!remember) return { user, token: result.token as string, exp: result.exp }
  return { user, ...(await lengthenSession(payload, result.user!.id, result.token as string)) }
}

/**
 * Payload signs every token for the collection's fixed life. A remembered sign-in moves the
 * expiry of that very session (the one the token names) and re-signs the same claims for
 * longer, so logout and session revocation keep working exactly as for any other token.
 */
async function lengthenSession(payload: Payload, userId: number | string, token: string) {
  const { iat: _iat, exp: _exp, ...fieldsToSign } = decodeJwt(token)
  const expiresAt = new Date(Date.now() + REMEMBERED_SESSION_SECONDS * 1000)
  const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) as { sessions?: { id: string; createdAt: string | Date; expiresAt: string | Date }[] } | null
  const sessions = (stored?.sessions ?? []).map((session) => (session.id === fieldsToSign.sid ? { ...session, expiresAt } : session))
  // updatedAt: null keeps the profile's "updated" date, as Payload does when it adds a session.
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions, updatedAt: null }, returning: false })
  const signed = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: REMEMBERED_SESSION_SECONDS })
  return { token: signed.token, exp: signed.exp }
}

/** Ends this token's session: Payload drops the session id, so the token fails at once. */
export async function logout(payload: Payload, user: UserDoc) {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
  await logoutOperation({ collection: payload.collections.users!, req })
}

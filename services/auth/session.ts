import { decodeJwt } from 'jose'
import { createLocalReq, jwtSign, logoutOperation, type Payload } from 'payload'
import { ServiceError } from '../errors'
import { toApiUser } from '../users/serialize'
import type { UserDoc } from '../users/types'
import type { Language } from '../../domain/languages'

/** "Remember password" keeps the session this long instead of the collection's 8 hours. */
const REMEMBERED_SESSION_SECONDS = 60 * 60 * 24 * 30

/**
 * Signs in through Payload; the Users hooks run the login guard (lock per address and client,
 * slow-down per address) and equal-time answers for unknown addresses.
 */
export async function login(payload: Payload, email: string, password: string, remember = false, client?: string, language?: Language) {
  const result = await payload.login({ collection: 'users', data: { email, password }, context: clientContext(client) }).catch((error: unknown) => {
    throw loginRefusal(error)
  })
  if (!result.user || !result.token) throw new ServiceError('INVALID_CREDENTIALS', 'invalidCredentials')
  // Their language, for the e-mails the product sends them later (a review's notices): a plain write, no hooks, no new version.
  // updatedAt: null keeps the profile's "updated" date: signing in is not an edit.
  if (language && result.user.language !== language)
    await payload.db.updateOne({ collection: 'users', id: result.user.id, data: { language, updatedAt: null }, returning: false })
  const user = toApiUser(result.user)
  if (!remember) return { user, token: result.token, exp: result.exp }
  return { user, ...(await lengthenSession(payload, result.user.id, result.token)) }
}

/** A failed sign-in in the contract's terms (the guard's refusals, inactive, blocked, wrong). */
function loginRefusal(error: unknown): unknown {
  const name = (error as { name?: string }).name
  const message = (error as { message?: string }).message
  const refused = guardRefusal(error)
  if (refused) return refused
  if (message === 'Account is inactive') return new ServiceError('ACCOUNT_INACTIVE', 'accountInactive')
  if (message === 'Account is blocked') return new ServiceError('ACCOUNT_BLOCKED', 'accountBlocked')
  if (name === 'AuthenticationError' || name === 'UnverifiedEmail') return new ServiceError('INVALID_CREDENTIALS', 'invalidCredentials')
  return error
}

/** The login guard's refusals (hooks/guardLogin.ts) in the contract's terms, with when to retry. */
export function guardRefusal(error: unknown): ServiceError | null {
  const { status, data } = error as { status?: number; data?: { retryAfterSeconds?: number; minutes?: number } }
  const seconds = data?.retryAfterSeconds ?? 60
  if (status === 423) return new ServiceError('ACCOUNT_LOCKED', 'accountLocked', [], { minutes: data?.minutes ?? Math.ceil(seconds / 60) }, seconds)
  if (status === 429) return new ServiceError('RATE_LIMITED', 'loginSlowedDown', [], { seconds }, seconds)
  return null
}

/** What a gateway call passes down so the guard counts per client address. */
export const clientContext = (client?: string) => (client ? { clientAddress: client } : {})

/**
 * Payload signs every token for the collection's fixed life. A remembered sign-in moves the
 * expiry of that very session (the one the token names) and re-signs the same claims for
 * longer, so logout and session revocation keep working exactly as for any other token.
 */
async function lengthenSession(payload: Payload, userId: number | string, token: string) {
  const { iat: _iat, exp: _exp, ...fieldsToSign } = decodeJwt(token)
  const expiresAt = new Date(Date.now() + REMEMBERED_SESSION_SECONDS * 1000)
  const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) as {
    sessions?: { id: string; createdAt: string | Date; expiresAt: string | Date }[]
  } | null
  const sessions = (stored?.sessions ?? []).map((session) => (session.id === fieldsToSign.sid ? { ...session, expiresAt } : session))
  // updatedAt: null keeps the profile's "updated" date, as Payload does when it adds a session.
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions, updatedAt: null }, returning: false })
  const signed = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: REMEMBERED_SESSION_SECONDS })
  return { token: signed.token, exp: signed.exp }
}

/** Ends this token's session: Payload drops the session id, so the token fails at once. */
export async function logout(payload: Payload, user: UserDoc) {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await logoutOperation({ collection: payload.collections.users!, req })
}

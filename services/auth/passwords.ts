import { randomBytes, randomInt } from 'node:crypto'
import type { Payload } from 'payload'
import { isStrongPassword } from '../../contract/common'
import { fieldError, ServiceError } from '../errors'
import type { UserDoc } from '../users/types'
import type { Language } from '../../locales/languages'
import { queuePasswordReset } from '../jobs/requestPasswordReset'
import { clientContext, guardRefusal, login } from './session'

const sys = { overrideAccess: true } as const // documented: account flows act on the account they prove

/** Always the same answer in the same time, whether or not the address is registered: the work is queued. */
export async function recoverPassword(payload: Payload, email: string, language: Language) {
  await queuePasswordReset(payload, email, language)
}

/** Completes a reset: the token must belong to that user, be unexpired, and works once. */
export async function resetPassword(payload: Payload, id: string | number, token: string, password: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [{ id: { equals: id } }, { resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }],
    },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    ...sys,
  })
  const user = docs[0]
  if (!user) throw new ServiceError('VALIDATION', 'resetLinkInvalid', [{ field: 'token', message: 'resetLinkInvalid' }])
  await payload.resetPassword({ collection: 'users', data: { token, password }, ...sys })
  if (user.status === 'first-access') await payload.update({ collection: 'users', id: user.id, data: { status: 'active' }, ...sys })
  return login(payload, String(user.email), password)
}

/** A user created by an admin replaces the first-access password and becomes active. */
export async function chooseFirstPassword(payload: Payload, user: UserDoc, password: string) {
  if (user.status !== 'first-access') throw new ServiceError('CONFLICT', 'notFirstAccess')
  await payload.update({ collection: 'users', id: user.id, data: { password, status: 'active' }, ...sys })
  return login(payload, user.email, password)
}

export async function changePassword(payload: Payload, user: UserDoc, current: string, next: string, client?: string) {
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: current }, context: clientContext(client) })
  } catch (error) {
    // A locked or slowed sign-in says so; anything else is a wrong current password.
    throw guardRefusal(error) ?? fieldError('current_password', 'currentPasswordIncorrect')
  }
  await payload.update({ collection: 'users', id: user.id, data: { password: next }, ...sys })
}

/** A password that meets the spec's strength rules, for first access. */
export function generateFirstAccessPassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)]!
  for (;;) {
    const core = randomBytes(9).toString('base64url').replace(/[-_]/g, '')
    const candidate = `${core}${pick('ABCDEFGHJKLMNPQRSTUVWXYZ')}${pick('abcdefghijkmnpqrstuvwxyz')}${pick('23456789')}${pick('!@#$%&*?')}`
    if (isStrongPassword(candidate)) return candidate
  }
}

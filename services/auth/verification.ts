import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { Language } from '../../locales/languages'
import { verificationCodeMail } from '../mail/templates/accountMails'
import { ServiceError } from '../errors'

const CODE_MINUTES = 10
const sys = { overrideAccess: true } as const

const digest = (userId: unknown, code: string) =>
  createHash('sha256')
    .update(`${String(userId)}:${code}`)
    .digest('hex')

/** E-mails a 6-digit code to an active account, in the language the code was asked for; silent for unknown addresses. */
export async function sendVerificationCode(payload: Payload, email: string, language: Language) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, ...sys })
  const user = docs[0]
  if (!user || user.status === 'blocked' || user.status === 'inactive') return
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { verificationCodeHash: digest(user.id, code), verificationCodeExpires: new Date(Date.now() + CODE_MINUTES * 60_000).toISOString() },
    ...sys,
  })
  await payload.sendEmail({ to: email, ...(await verificationCodeMail(payload, language, code, CODE_MINUTES)) })
}

export async function verifyAccount(payload: Payload, email: string, code: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, showHiddenFields: true, ...sys })
  const user = docs[0] as (Record<string, unknown> & { id: number | string }) | undefined
  const stored = typeof user?.verificationCodeHash === 'string' ? Buffer.from(user.verificationCodeHash, 'hex') : null
  const given = Buffer.from(digest(user?.id, code), 'hex')
  const fresh = user?.verificationCodeExpires && new Date(user.verificationCodeExpires as string) > new Date()
  if (!user || !stored || !fresh || stored.length !== given.length || !timingSafeEqual(stored, given)) {
    throw new ServiceError('VALIDATION', 'invalidCodeOrEmail', [{ field: 'code', message: 'invalidCodeOrEmail' }])
  }
  await payload.update({ collection: 'users', id: user.id, data: { emailVerified: true, verificationCodeHash: null, verificationCodeExpires: null }, ...sys })
}

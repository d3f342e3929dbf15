import type { Payload } from 'payload'
import { readEnv } from '../../config/env'
import { DEFAULT_LANGUAGE } from '../../locales/languages'
import { whileStoringMail } from '../mail/outbox'
import { lockNoticeMail } from '../mail/templates/accountMails'

/**
 * Tells an account's owner that a client was locked out after failing to sign in as them. The
 * sign-in hook does not wait for it; shutdown does (whileStoringMail), so a notice started just
 * before a stop is stored, not cut off half-way.
 */
export function tellOwnerOfLock(payload: Payload, email: string, client: string) {
  return whileStoringMail(payload, notify(payload, email, client))
}

async function notify(payload: Payload, email: string, client: string) {
  try {
    const user = await payload.db.findOne({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, select: { id: true, email: true } })
    if (!user) return
    const env = readEnv()
    const vars = { attempts: env.LOGIN_MAX_ATTEMPTS, client, minutes: env.LOGIN_LOCK_MINUTES }
    // The owner's language is not stored: the site's default language, as the rest of the account mail.
    await payload.sendEmail({ to: String((user as { email?: unknown }).email), ...(await lockNoticeMail(payload, DEFAULT_LANGUAGE, vars)) })
  } catch (err) {
    payload.logger.error({ err }, 'lock notice')
  }
}

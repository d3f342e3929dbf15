import type { Payload } from 'payload'
import { readEnv } from '../../config/env'
import { translatorFor } from '../../locales/i18n'
import { whileStoringMail } from '../mail/outbox'

const t = translatorFor('pt-BR', 'mail')
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

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
    const vars = { attempts: env.LOGIN_MAX_ATTEMPTS, client: escapeHtml(client), minutes: env.LOGIN_LOCK_MINUTES }
    await payload.sendEmail({
      to: String((user as { email?: unknown }).email),
      subject: t('lockedSubject'),
      html: `<p>${t('lockedBody', vars)}</p><p>${t('lockedAdvice')}</p>`,
    })
  } catch (err) {
    payload.logger.error({ err }, 'lock notice')
  }
}

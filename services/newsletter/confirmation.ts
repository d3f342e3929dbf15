import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { readEnv, serverUrl } from '../../config/env'
import { NEWSLETTER_CONFIRM_DAYS } from '../../domain/leads'
import type { Language } from '../../locales/languages'
import type { Lead } from '../../payload-types'
import { ServiceError } from '../errors'
import { newsletterConfirmMail } from '../mail/templates/accountMails'

const sys = { overrideAccess: true } as const // a visitor's own link, checked by its signature

type Signed = Pick<Lead, 'id' | 'uniqueKey' | 'consentAt'>

/**
 * The link's signature covers the lead, its random key, the moment of this sign-up and the
 * expiry: a new sign-up makes older links worthless, and none can be forged or stretched.
 */
function signature(secret: string, lead: Signed, expires: number) {
  return createHmac('sha256', secret)
    .update(`newsletter-confirm|${lead.id}|${lead.uniqueKey ?? ''}|${lead.consentAt ?? ''}|${expires}`)
    .digest('base64url')
}

/** `expires.signature`, the last segment of the confirmation address. */
export function confirmationToken(payload: Payload, lead: Signed, now = Date.now()) {
  const expires = Math.floor(now / 1000) + NEWSLETTER_CONFIRM_DAYS * 86_400
  return `${expires}.${signature(payload.secret, lead, expires)}`
}

/** Sends the confirmation e-mail of a pending sign-up, in the language it was made in. */
export async function sendConfirmation(payload: Payload, lead: Signed & Pick<Lead, 'email'>, language: Language) {
  const link = `${serverUrl(readEnv())}/confirm-newsletter/${lead.id}/${confirmationToken(payload, lead)}`
  await payload.sendEmail({ to: lead.email, ...(await newsletterConfirmMail(payload, language, link)) })
}

/**
 * Confirms a pending sign-up from its link: a forged or expired link is refused (400), and so
 * is one already used or made worthless by a later sign-up or cancellation (409); nothing
 * changes then.
 */
export async function confirmSubscription(payload: Payload, id: string, token: string) {
  const [expiresText = '', given = ''] = token.split('.')
  const expires = Number(expiresText)
  const invalid = () => new ServiceError('VALIDATION', 'newsletterConfirmLinkInvalid')
  if (!/^\d{1,12}$/.test(expiresText) || !/^\d{1,12}$/.test(id)) throw invalid()
  const { docs } = await payload.find({ collection: 'leads', where: { id: { equals: id } }, limit: 1, depth: 0, ...sys })
  const lead = docs[0]
  if (!lead) throw invalid()
  const expected = Buffer.from(signature(payload.secret, lead, expires))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid()
  if (expires * 1000 < Date.now()) throw invalid()
  if (lead.newsletterStatus !== 'pending') throw new ServiceError('CONFLICT', 'newsletterConfirmLinkUsed')
  await payload.update({ collection: 'leads', id: lead.id, data: { newsletterStatus: 'active' }, ...sys })
}

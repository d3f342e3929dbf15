import type { Payload, Where } from 'payload'
import type { Lead } from '../../payload-types'
import { readEnv } from '../../config/env'

let limit: number | undefined
/** NEWSLETTER_BOUNCE_LIMIT, read once. */
export const bounceLimit = () => (limit ??= readEnv().NEWSLETTER_BOUNCE_LIMIT)

/** What a reported hard bounce did: counted, the subscriber now bounced, or no subscriber has that address. */
export type BounceOutcome = 'counted' | 'bounced' | 'unknown'

/**
 * One hard bounce of a subscriber's address: an SMTP 5xx at send time (the newsletter worker),
 * or one the mail provider reports later (POST /api/newsletter/bounces). Past `limit`
 * (NEWSLETTER_BOUNCE_LIMIT) an active subscriber becomes `bounced`: sends skip it and Leads shows
 * it, as Ghost suppresses hard bounces, until it is subscribed again, by a new sign-up or by staff (which clears the count).
 */
export async function recordHardBounce(payload: Payload, lead: Pick<Lead, 'id'> | { email: string }, limit: number): Promise<BounceOutcome> {
  const where: Where = 'id' in lead ? { id: { equals: lead.id } } : { email: { equals: lead.email.trim().toLowerCase() } }
  const { docs } = await payload.find({
    collection: 'leads',
    where,
    limit: 1,
    depth: 0,
    select: { newsletterStatus: true, newsletterBounces: true },
    overrideAccess: true, // a system record of the mail transport's answer
  })
  const found = docs[0]
  if (!found?.newsletterStatus) return 'unknown'
  const bounces = (found.newsletterBounces ?? 0) + 1
  const bounced = found.newsletterStatus === 'active' && bounces >= limit
  await payload.update({
    collection: 'leads',
    id: found.id,
    data: { newsletterBounces: bounces, ...(bounced ? { newsletterStatus: 'bounced' as const } : {}) },
    depth: 0,
    overrideAccess: true,
  })
  return bounced || found.newsletterStatus === 'bounced' ? 'bounced' : 'counted'
}

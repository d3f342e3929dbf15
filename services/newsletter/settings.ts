import type { Payload } from 'payload'
import { asCaller } from '../caller'
import type { NewsletterContent } from '../../domain/newsletter'
import type { NewsletterSetting } from '../../payload-types'
import type { UserDoc } from '../users/types'

type Actor = { payload: Payload; user: UserDoc | null }

/** The newsletter's settings as staff with the leads route read them (the global's own access). */
export async function newsletterSettings(actor: Actor) {
  return toSettings(await actor.payload.findGlobal({ slug: 'newsletter-settings', depth: 0, ...asCaller(actor.user) }))
}

export async function updateNewsletterSettings(actor: Actor, input: { confirmByEmail: boolean; content: NewsletterContent }) {
  return toSettings(await actor.payload.updateGlobal({ slug: 'newsletter-settings', data: input, depth: 0, ...asCaller(actor.user) }))
}

const toSettings = (settings: Pick<NewsletterSetting, 'confirmByEmail' | 'content'>) => ({
  confirmByEmail: Boolean(settings.confirmByEmail),
  content: settings.content ?? 'excerpt',
})

/** What the e-mails carry of an article (a system read: the sender is no caller). */
export async function newsletterContent(payload: Payload): Promise<NewsletterContent> {
  return (await payload.findGlobal({ slug: 'newsletter-settings', depth: 0, overrideAccess: true })).content ?? 'excerpt'
}

import type { Payload } from 'payload'
import { asCaller } from '../caller'
import type { UserDoc } from '../users/types'

type Actor = { payload: Payload; user: UserDoc | null }

/** The newsletter's settings as staff with the leads route read them (the global's own access). */
export async function newsletterSettings(actor: Actor) {
  const settings = await actor.payload.findGlobal({ slug: 'newsletter-settings', depth: 0, ...asCaller(actor.user) })
  return { confirmByEmail: Boolean(settings.confirmByEmail) }
}

export async function updateNewsletterSettings(actor: Actor, input: { confirmByEmail: boolean }) {
  const settings = await actor.payload.updateGlobal({ slug: 'newsletter-settings', data: input, depth: 0, ...asCaller(actor.user) })
  return { confirmByEmail: Boolean(settings.confirmByEmail) }
}

import { SMALL_SET } from '../limits'
import type { Payload } from 'payload'
import { cachedRead } from '../cache/publicCache'
import { conflict, notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { asUser } from '../caller'

type Actor = { payload: Payload; user: UserDoc }

export const layoutLatest = (payload: Payload) =>
  cachedRead('layout', ['layout'], async () => {
    const layout = await payload.findGlobal({ slug: 'layout-settings', depth: 0, overrideAccess: false })
    return { currentVersion: layout.currentVersion === 'v2' ? 'v2' : 'v1' }
  })

export async function saveLayout({ payload, user }: Actor, version: 'V1' | 'V2') {
  const next = version.toLowerCase()
  const current = await payload.findGlobal({ slug: 'layout-settings', depth: 0, ...asUser(user) })
  if ((current.currentVersion ?? 'v1') === next) throw conflict('versionAlreadyApplied')
  await payload.updateGlobal({ slug: 'layout-settings', data: { currentVersion: next, changedBy: user.id } as never, ...asUser(user) })
  return { currentVersion: next }
}

const toWhatsapp = (w: Record<string, unknown>) => ({ phone: w.phone, message: w.message ?? '', color: w.color, enabled: w.enabled !== false })

export const publicWhatsapp = (payload: Payload) =>
  cachedRead('whatsapp', ['whatsapp'], async () => toWhatsapp((await payload.findGlobal({ slug: 'whatsapp-settings', depth: 0, overrideAccess: false })) as never))

export async function updateWhatsapp({ payload, user }: Actor, input: Record<string, unknown>) {
  return toWhatsapp((await payload.updateGlobal({ slug: 'whatsapp-settings', data: input as never, ...asUser(user) })) as never)
}

const toCompany = (c: Record<string, unknown>) => {
  const logo = c.logo && typeof c.logo === 'object' ? (c.logo as Record<string, unknown>) : null
  return { name: c.name, tagline: c.tagline ?? null, email: c.email ?? null, phone: c.phone ?? null, address: c.address ?? null, logo: logo ? { id: logo.id, url: logo.url ?? null, alt: logo.alt ?? '' } : null }
}

export const publicCompany = (payload: Payload) =>
  cachedRead('company:api', ['company', 'media'], async () => toCompany((await payload.findGlobal({ slug: 'company', depth: 1, overrideAccess: false })) as never))

export async function updateCompany({ payload, user }: Actor, input: Record<string, unknown>) {
  return toCompany((await payload.updateGlobal({ slug: 'company', data: input as never, depth: 1, ...asUser(user) })) as never)
}

export const publicFaqs = (payload: Payload, product?: string) =>
  cachedRead(`faqs:${product ?? '*'}`, ['faqs'], async () => {
    const { docs } = await payload.find({ collection: 'faqs', where: product ? { product: { equals: product } } : undefined, sort: 'order', limit: SMALL_SET, pagination: false /* a small set, capped */, overrideAccess: false })
    return docs.map((d) => ({ id: d.id, product: d.product, question: d.question, answer: d.answer }))
  })

const toSnippet = (d: Record<string, unknown>) => ({ id: d.id, unique_key: d.uniqueKey, name: d.name, head: d.head ?? '', body: d.body ?? '', active: Boolean(d.active), updatedAt: d.updatedAt })

export const publicSeo = (payload: Payload) =>
  cachedRead('seo:public', ['seo'], async () => {
    const { docs } = await payload.find({ collection: 'seo-snippets', where: { active: { equals: true } }, sort: 'createdAt', limit: SMALL_SET, pagination: false /* a small set, capped */, overrideAccess: false })
    return docs.map((d) => ({ head: d.head ?? '', body: d.body ?? '' }))
  })

export async function listSeo({ payload, user }: Actor) {
  const { docs } = await payload.find({ collection: 'seo-snippets', sort: 'createdAt', limit: SMALL_SET, pagination: false /* a small set, capped */, ...asUser(user) })
  return docs.map((d) => toSnippet(d as never))
}

export async function createSeo({ payload, user }: Actor, input: Record<string, unknown>) {
  return toSnippet((await payload.create({ collection: 'seo-snippets', data: input as never, ...asUser(user) })) as never)
}

async function loadSnippet({ payload, user }: Actor, id: string, uniqueKey: string) {
  const doc = await payload.findByID({ collection: 'seo-snippets', id, ...asUser(user) }).catch(() => null)
  if (!doc || doc.uniqueKey !== uniqueKey) throw notFound()
  return doc
}

export async function updateSeo(actor: Actor, id: string, uniqueKey: string, input: Record<string, unknown>) {
  const doc = await loadSnippet(actor, id, uniqueKey)
  return toSnippet((await actor.payload.update({ collection: 'seo-snippets', id: doc.id, data: input as never, ...asUser(actor.user) })) as never)
}

export async function deleteSeo(actor: Actor, id: string, uniqueKey: string) {
  const doc = await loadSnippet(actor, id, uniqueKey)
  await actor.payload.delete({ collection: 'seo-snippets', id: doc.id, ...asUser(actor.user) })
}

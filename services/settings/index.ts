import { DEFAULT_TIME_ZONE } from '../../domain/timeZones'
import { SMALL_SET } from '../limits'
import type { Payload } from 'payload'
import type { CompanyInput, SeoInput, SeoUpdateInput, WhatsappInput } from '../../contract/settings'
import type { HomeVersion, LayoutVersion } from '../../domain/site'
import type { Company, SeoSnippet, WhatsappSetting } from '../../payload-types'
import { relationId } from '../relationId'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { cachedRead } from '../cache/publicCache'
import { conflict, notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { asUser } from '../caller'

type Actor = { payload: Payload; user: UserDoc }

export const layoutLatest = (payload: Payload) =>
  cachedRead('layout', ['layout'], async (): Promise<{ currentVersion: HomeVersion }> => {
    const layout = await payload.findGlobal({ slug: 'layout-settings', depth: 0, overrideAccess: false })
    return { currentVersion: layout.currentVersion === 'v2' ? 'v2' : 'v1' }
  })

export async function saveLayout({ payload, user }: Actor, version: LayoutVersion): Promise<{ currentVersion: HomeVersion }> {
  const next = version === 'V2' ? 'v2' : 'v1'
  const current = await payload.findGlobal({ slug: 'layout-settings', depth: 0, ...asUser(user) })
  if ((current.currentVersion ?? 'v1') === next) throw conflict('versionAlreadyApplied')
  await payload.updateGlobal({ slug: 'layout-settings', data: { currentVersion: next, changedBy: user.id }, ...asUser(user) })
  return { currentVersion: next }
}

// The button shows only with a number to call: a site with none (a clean start) has it off.
const toWhatsapp = (w: WhatsappSetting) => ({ phone: w.phone ?? '', message: w.message ?? '', color: w.color, enabled: w.enabled === true && Boolean(w.phone) })

export const publicWhatsapp = (payload: Payload) =>
  cachedRead('whatsapp', ['whatsapp'], async () => toWhatsapp(await payload.findGlobal({ slug: 'whatsapp-settings', depth: 0, overrideAccess: false })))

/** Saves the button's settings; a site's first number turns the button on unless `enabled` says otherwise. */
export async function updateWhatsapp({ payload, user }: Actor, input: WhatsappInput) {
  const current = input.enabled === undefined ? await payload.findGlobal({ slug: 'whatsapp-settings', depth: 0, ...asUser(user) }) : null
  const enabled = input.enabled ?? (current?.phone ? current.enabled === true : true)
  return toWhatsapp(await payload.updateGlobal({ slug: 'whatsapp-settings', data: { ...input, enabled }, ...asUser(user) }))
}

const toCompany = (c: Company) => {
  const logo = c.logo && typeof c.logo === 'object' ? c.logo : null
  return {
    name: c.name,
    tagline: c.tagline ?? null,
    email: c.email ?? null,
    phone: c.phone ?? null,
    address: c.address ?? null,
    logo: logo ? { id: logo.id, url: logo.url ?? null, alt: logo.alt ?? '' } : null,
    timeZone: c.timeZone ?? DEFAULT_TIME_ZONE,
  }
}

export const publicCompany = (payload: Payload, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`company:api:${locale}`, ['company', 'media'], async () =>
    toCompany(await payload.findGlobal({ slug: 'company', depth: 1, locale, overrideAccess: false })),
  )

export async function updateCompany({ payload, user }: Actor, { logo, ...input }: CompanyInput) {
  const data = logo === undefined ? input : { ...input, logo: logo === null ? null : relationId(logo) }
  return toCompany(await payload.updateGlobal({ slug: 'company', data, depth: 1, ...asUser(user) }))
}

export const publicFaqs = (payload: Payload, product?: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`faqs:${product ?? '*'}:${locale}`, ['faqs'], async () => {
    const { docs } = await payload.find({
      collection: 'faqs',
      locale,
      where: product ? { product: { equals: product } } : undefined,
      sort: 'order',
      limit: SMALL_SET,
      pagination: false /* a small set, capped */,
      overrideAccess: false,
    })
    // Which questions are written in the language asked (one more read of the same small set, none
    // in pt-BR): the others show pt-BR text, marked so (WCAG 3.1.2).
    const written =
      locale === DEFAULT_CONTENT_LOCALE
        ? null
        : new Set(
            (
              await payload.find({
                collection: 'faqs',
                locale,
                fallbackLocale: false,
                where: { id: { in: docs.map((d) => d.id) } },
                sort: 'id',
                select: { question: true, answer: true },
                limit: SMALL_SET,
                pagination: false /* the ids above */,
                overrideAccess: false,
              })
            ).docs
              .filter((d) => d.question && d.answer)
              .map((d) => String(d.id)),
          )
    return docs.map((d) => ({
      id: d.id,
      product: d.product,
      question: d.question,
      answer: d.answer,
      lang: !written || written.has(String(d.id)) ? locale : DEFAULT_CONTENT_LOCALE,
    }))
  })

const toSnippet = (d: SeoSnippet) => ({
  id: d.id,
  unique_key: d.uniqueKey,
  name: d.name,
  head: d.head ?? '',
  body: d.body ?? '',
  active: Boolean(d.active),
  updatedAt: d.updatedAt,
})

export const publicSeo = (payload: Payload) =>
  cachedRead('seo:public', ['seo'], async () => {
    const { docs } = await payload.find({
      collection: 'seo-snippets',
      where: { active: { equals: true } },
      sort: 'createdAt',
      limit: SMALL_SET,
      pagination: false /* a small set, capped */,
      overrideAccess: false,
    })
    return docs.map((d) => ({ head: d.head ?? '', body: d.body ?? '' }))
  })

export async function listSeo({ payload, user }: Actor) {
  const { docs } = await payload.find({
    collection: 'seo-snippets',
    sort: 'createdAt',
    limit: SMALL_SET,
    pagination: false /* a small set, capped */,
    ...asUser(user),
  })
  return docs.map((d) => toSnippet(d))
}

export async function createSeo({ payload, user }: Actor, input: SeoInput) {
  return toSnippet(await payload.create({ collection: 'seo-snippets', data: input, ...asUser(user) }))
}

async function loadSnippet({ payload, user }: Actor, id: string, uniqueKey: string) {
  const doc = await payload.findByID({ collection: 'seo-snippets', id, ...asUser(user) }).catch(() => null)
  if (!doc || doc.uniqueKey !== uniqueKey) throw notFound()
  return doc
}

export async function updateSeo(actor: Actor, id: string, uniqueKey: string, input: SeoUpdateInput) {
  const doc = await loadSnippet(actor, id, uniqueKey)
  return toSnippet(await actor.payload.update({ collection: 'seo-snippets', id: doc.id, data: input, ...asUser(actor.user) }))
}

export async function deleteSeo(actor: Actor, id: string, uniqueKey: string) {
  const doc = await loadSnippet(actor, id, uniqueKey)
  await actor.payload.delete({ collection: 'seo-snippets', id: doc.id, ...asUser(actor.user) })
}

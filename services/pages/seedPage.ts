import type { Payload } from 'payload'
import type { Page } from '../../payload-types'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { claimOnce } from '../jobs/claims'

const sys = { overrideAccess: true, depth: 0 } as const

/** A page's texts in one language: its title and its blocks. */
export type SeededPage = { title: string; layout: NonNullable<Page['layout']> }

/** How long an instance holds the right to seed one page: far more than five saves take. */
const SEED_CLAIM_MS = 10 * 60_000

/**
 * `fresh`'s rows keep the ids of `saved`'s rows at the same place: each language's texts fill the
 * blocks (and their buttons, items, steps) the first language made, instead of replacing them.
 */
function withIdsOf<T>(fresh: T, saved: unknown): T {
  if (Array.isArray(fresh)) return fresh.map((row, i) => withIdsOf(row, Array.isArray(saved) ? saved[i] : undefined)) as T
  if (fresh && typeof fresh === 'object' && !('root' in fresh)) {
    const before = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(fresh)) out[key] = withIdsOf(value, before[key])
    if (typeof before.id === 'string') out.id = before.id
    return out as T
  }
  return fresh
}

/**
 * Seeds a page the product needs at a spec address (issue #43, item 3), published, in every
 * content language, once: a page at that address, in any state, is left alone (staff may have
 * changed or unpublished it), and of instances starting together only the one holding the claim
 * writes it. Returns whether it made the page.
 */
export async function seedPage(payload: Payload, slug: string, texts: (locale: ContentLocale) => SeededPage): Promise<boolean> {
  const where = { path: { equals: `/${slug}` } }
  if ((await payload.count({ collection: 'pages', where, overrideAccess: true })).totalDocs) return false
  if (!(await claimOnce(payload, `seed-page:/${slug}`, SEED_CLAIM_MS))) return false
  // The claim may be one that expired after an earlier instance made the page.
  if ((await payload.count({ collection: 'pages', where, overrideAccess: true })).totalDocs) return false
  const source = texts(DEFAULT_CONTENT_LOCALE)
  const page = await payload.create({
    collection: 'pages',
    locale: DEFAULT_CONTENT_LOCALE,
    data: { title: source.title, slug, _status: 'published', layout: source.layout },
    ...sys,
  })
  for (const locale of CONTENT_LOCALES.filter((l) => l !== DEFAULT_CONTENT_LOCALE)) {
    const text = texts(locale)
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: { title: text.title, _status: 'published', layout: withIdsOf(text.layout, page.layout) },
      ...sys,
    })
  }
  return true
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import type { Article, Category, Redirect, Tag } from '../../payload-types'
import { DEFAULT_CONTENT_LOCALE, CONTENT_LOCALES, type ContentLocale } from '../../domain/contentLocales'
import { articleAddress, authorAddress, legacyAddress, redirectKey, termAddress } from './paths'

type Kind = 'article' | 'category' | 'tag'
const sys = { overrideAccess: true, depth: 0 } as const

/**
 * Keeps `from` leading to the target, and takes the target's new address out of the table (a
 * slug that comes back, or a new term that takes an old slug, is a live page again, not a 301).
 */
async function moved(req: PayloadRequest, from: string | null, to: string, kind: Kind, target: number | string, language: string) {
  const { payload } = req
  await payload.delete({ collection: 'redirects', where: { path: { equals: to } }, ...sys, req })
  if (!from || from === to) return
  const data = { path: from, kind, target: String(target), language }
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { path: { equals: from } },
    limit: 1,
    pagination: false /* one row by its unique path */,
    ...sys,
    req,
  })
  if (docs[0]) await payload.update({ collection: 'redirects', id: docs[0].id, data, ...sys, req })
  else await payload.create({ collection: 'redirects', data, ...sys, req })
}

const forget =
  (kind: Kind): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({ collection: 'redirects', where: { and: [{ kind: { equals: kind } }, { target: { equals: String(id) } }] }, ...sys, req })
  }

/**
 * A restore changes every language at once, and Payload hands its hooks the document as it was
 * in all languages (each field a map of language to value): each language whose slug changed
 * leads from its old address to the new one (issue #42, item 4: the address an article had just
 * before a restore answered 404).
 */
async function restoredAddresses(req: PayloadRequest, id: number, before: Record<string, unknown>) {
  const now = await req.payload.findByID({ collection: 'articles', id, locale: 'all', select: { slug: true }, ...sys, req })
  const after = (now.slug ?? {}) as unknown as Record<string, unknown>
  for (const language of CONTENT_LOCALES) {
    const from = before[language]
    const to = after[language]
    if (typeof to !== 'string' || !to || from === to) continue
    await moved(req, typeof from === 'string' && from ? articleAddress(from, id) : null, articleAddress(to, id), 'article', id, language)
  }
}

/** An article's slug in one language changed (a retitle, a restore): its old address leads to the new one. */
const articleMoved: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, operation, req }) => {
  const language = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_CONTENT_LOCALE
  if (operation !== 'update') return doc
  const before: unknown = previousDoc?.slug
  if (before && typeof before === 'object') {
    await restoredAddresses(req, doc.id, before as Record<string, unknown>)
    return doc
  }
  if (!doc.slug || previousDoc?.slug === doc.slug) return doc
  await moved(req, previousDoc?.slug ? articleAddress(previousDoc.slug, doc.id) : null, articleAddress(doc.slug, doc.id), 'article', doc.id, language)
  return doc
}

const termMoved =
  (kind: 'category' | 'tag'): CollectionAfterChangeHook<Category | Tag> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (!doc.slug || (operation === 'update' && previousDoc?.slug === doc.slug)) return doc
    const from = operation === 'update' && previousDoc?.slug ? termAddress(kind, previousDoc.slug) : null
    await moved(req, from, termAddress(kind, doc.slug), kind, doc.id, DEFAULT_CONTENT_LOCALE)
    return doc
  }

export const redirectHooks = {
  articles: { afterChange: [articleMoved], afterDelete: [forget('article')] },
  categories: { afterChange: [termMoved('category')], afterDelete: [forget('category')] },
  tags: { afterChange: [termMoved('tag')], afterDelete: [forget('tag')] },
}

const languageOf = (value: unknown): ContentLocale => (CONTENT_LOCALES.includes(value as ContentLocale) ? (value as ContentLocale) : DEFAULT_CONTENT_LOCALE)

/**
 * Where an old address leads now, or null (not an old address, or its target is not public).
 * `key` is the table's key (paths.ts, redirectKey); `search` the request's query string, kept.
 */
export async function currentAddress(payload: Payload, key: string, search: string): Promise<string | null> {
  // The adapter's read: asked on every article page the cache misses, it skips the operation's hooks.
  const row = await payload.db.findOne<Redirect>({ collection: 'redirects', where: { path: { equals: key } } })
  if (!row) return null
  if (row.kind === 'author') return authorNow(payload, row.target, search)
  // As a visitor reads it: public only; an untranslated language falls back to pt-BR's slug.
  const collection = row.kind === 'article' ? 'articles' : row.kind === 'category' ? 'categories' : 'tags'
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: row.target } },
    locale: languageOf(row.language),
    select: { slug: true },
    limit: 1,
    pagination: false, // bounded: one row by id
    depth: 0,
    overrideAccess: false,
  })
  const slug = docs[0]?.slug
  if (!slug) return null
  if (row.kind === 'article') return `${articleAddress(slug, row.target)}${search}`
  const params = new URLSearchParams(search)
  params.set(row.kind, slug)
  return `/blog?${params.toString()}`
}

/** An imported author's profile: users are not public rows, so only the address's key is read. */
async function authorNow(payload: Payload, id: string, search: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    select: { uniqueKey: true },
    limit: 1,
    pagination: false, // bounded: one row by id
    depth: 0,
    overrideAccess: true, // the profile page is public; only its key is read here
  })
  const key = docs[0]?.uniqueKey
  return key ? `${authorAddress(key, id)}${search}` : null
}

/**
 * Keeps an imported blog's old address leading to what it became (services/imports): written
 * once, never over an address already kept (the first item to claim a path keeps it). The path
 * as kept when the row was written, else null.
 */
export async function keepFormerAddress(req: PayloadRequest, address: string, kind: Kind | 'author', target: number | string): Promise<string | null> {
  const { payload } = req
  const path = address.startsWith('/?') ? address : legacyAddress(address.split('?')[0]!)
  if (redirectKey(path, {}) !== path && !address.startsWith('/?')) return null // one of this product's own addresses: it stays
  const taken = await payload.count({ collection: 'redirects', where: { path: { equals: path } }, overrideAccess: true, req })
  if (taken.totalDocs > 0) return null
  await payload.create({ collection: 'redirects', data: { path, kind, target: String(target), language: DEFAULT_CONTENT_LOCALE }, ...sys, req })
  return path
}

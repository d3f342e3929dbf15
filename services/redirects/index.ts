import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import type { Article, Category, Redirect, Tag } from '../../payload-types'
import { DEFAULT_CONTENT_LOCALE, CONTENT_LOCALES, type ContentLocale } from '../../domain/contentLocales'
import { PLACEHOLDER_ROUTES } from '../../domain/imports'
import { pageChangeKey, type PageChange } from '../../domain/pages'
import { articleAddress, authorAddress, legacyAddress, redirectKey, termAddress } from './paths'

type Kind = 'article' | 'category' | 'tag' | 'page'
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

/** How many descendants one read moves (a section with more is moved in several reads). */
const DESCENDANT_BATCH = 100

/**
 * A published page whose address changed (its slug or its parent) leads from the old address to
 * the new one, and so does every page under it, whose addresses move with it (issue #43, item 2).
 * Only a change to the published page counts: a draft keeps the old address live until published.
 */
const pageMoved: CollectionAfterChangeHook = async ({ doc, req }) => {
  const change = req.context[pageChangeKey(doc.id)] as PageChange | undefined
  const to = change?.after?.path
  if (!change || !to || change.after?.status !== 'published') return doc
  const from = change.before?.status === 'published' ? change.before.path : null
  await moved(req, from, to, 'page', doc.id, DEFAULT_CONTENT_LOCALE)
  if (!from || from === to) return doc
  // By address, from just past the old one: a moved page's new address never comes round again.
  for (let after = `${from}/`; ;) {
    const { docs } = await req.payload.find({
      collection: 'pages',
      where: { and: [{ path: { like: `${from}/` } }, { path: { greater_than: after } }] },
      select: { path: true, _status: true },
      sort: 'path',
      limit: DESCENDANT_BATCH,
      pagination: false, // bounded: DESCENDANT_BATCH rows a read, by keyset
      ...sys,
      req,
    })
    for (const child of docs) {
      const old = child.path ?? ''
      after = old
      if (!old.startsWith(`${from}/`)) continue
      const now = `${to}${old.slice(from.length)}`
      await req.payload.db.updateOne({ collection: 'pages', id: child.id, data: { path: now }, req, returning: false })
      if (child._status === 'published') await moved(req, old, now, 'page', child.id, DEFAULT_CONTENT_LOCALE)
    }
    if (docs.length < DESCENDANT_BATCH) break
  }
  return doc
}

export const redirectHooks = {
  articles: { afterChange: [articleMoved], afterDelete: [forget('article')] },
  categories: { afterChange: [termMoved('category')], afterDelete: [forget('category')] },
  tags: { afterChange: [termMoved('tag')], afterDelete: [forget('tag')] },
  pages: { afterChange: [pageMoved], afterDelete: [forget('page')] },
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
  // A live address wins over any redirect written for it (issue #42, item 11).
  if (await liveElsewhere(payload, key, row)) return null
  if (row.kind === 'author') return authorNow(payload, row.target, search)
  if (row.kind === 'page') return pageNow(payload, row.target, search)
  if (row.kind === 'route') return OWN_ROUTES.has(row.target) ? `${row.target}${search}` : null
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

/** The product's own routes an imported placeholder's old addresses may lead to: never anywhere else. */
const OWN_ROUTES: ReadonlySet<string> = new Set(PLACEHOLDER_ROUTES.values())

/** A page's address now, while it is published. */
async function pageNow(payload: Payload, id: string, search: string): Promise<string | null> {
  const row = await payload.db.findOne<{ id: number | string; path?: string | null; _status?: string }>({ collection: 'pages', where: { id: { equals: id } } })
  return row?.path && row._status === 'published' ? `${row.path}${search}` : null
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

const POST_ADDRESS = /^\/post\/[^/?]+\/(\d{1,19})$/
const TERM_ADDRESS = /^\/blog\?(category|tag)=([^&]+)$/

/**
 * Whether `key` is a live page of something other than the redirect's target: an article's own
 * address (`/post/<slug>/<id>` of a published article with that id), or the filter of a category
 * or tag that has that slug now. A retitled article's or renamed term's own old address leads to
 * it as before (its target is the live one). One indexed read, and only where a redirect exists.
 */
async function liveElsewhere(payload: Payload, key: string, row: Pick<Redirect, 'kind' | 'target'>): Promise<boolean> {
  const post = POST_ADDRESS.exec(key)
  if (post) {
    if (row.kind === 'article' && row.target === post[1]) return false
    const live = await payload.db.count({ collection: 'articles', where: { and: [{ id: { equals: post[1] } }, { status: { equals: 'published' } }] } })
    return live.totalDocs > 0
  }
  const term = TERM_ADDRESS.exec(key)
  if (term) {
    const collection = term[1] === 'category' ? 'categories' : 'tags'
    const slug = decodeURIComponent(term[2]!)
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      select: {},
      limit: 1,
      pagination: false /* one row by its slug */,
      depth: 0,
      overrideAccess: false,
    })
    return docs.length > 0 && (row.kind !== term[1] || String(docs[0]!.id) !== row.target)
  }
  // A page staff built at that address is live (issue #43, item 2).
  if (row.kind === 'page') {
    const live = await payload.db.count({ collection: 'pages', where: { and: [{ path: { equals: key } }, { _status: { equals: 'published' } }] } })
    return live.totalDocs > 0
  }
  return (await publishedPageAt(payload, key)) !== null
}

/** The published page at an address, if any: one indexed read. */
async function publishedPageAt(payload: Payload, path: string): Promise<string | null> {
  const row = await payload.db.findOne<{ id: number | string; _status?: string }>({ collection: 'pages', where: { path: { equals: path } } })
  return row && row._status === 'published' ? String(row.id) : null
}

/** Why an imported address was not kept: one of the product's own routes, kept already for another item, or a live page here. */
export type AddressRefusal = 'own' | 'taken' | 'live'

/**
 * Keeps an imported blog's old address leading to what it became (services/imports): written
 * once, never over an address already kept (the first item to claim a path keeps it), and never
 * over a live page (an article's own address: issue #42, item 11). The path as kept, or why not.
 */
export async function keepFormerAddress(
  req: PayloadRequest,
  address: string,
  kind: Kind | 'author' | 'route',
  target: number | string,
): Promise<{ kept: string } | { refused: AddressRefusal }> {
  const { payload } = req
  const path = address.startsWith('/?') ? address : legacyAddress(address.split('?')[0]!)
  if (redirectKey(path, {}) !== path && !address.startsWith('/?')) return { refused: 'own' } // one of this product's own addresses: it stays
  const post = POST_ADDRESS.exec(path)
  if (post && post[1] !== String(target)) {
    const article = await payload.count({ collection: 'articles', where: { id: { equals: post[1] } }, overrideAccess: true, req })
    if (article.totalDocs > 0) return { refused: 'live' }
  }
  const taken = await payload.count({ collection: 'redirects', where: { path: { equals: path } }, overrideAccess: true, req })
  if (taken.totalDocs > 0) return { refused: 'taken' }
  await payload.create({ collection: 'redirects', data: { path, kind, target: String(target), language: DEFAULT_CONTENT_LOCALE }, ...sys, req })
  return { kept: path }
}

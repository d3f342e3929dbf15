import type { Payload } from 'payload'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { cachedRead } from '../cache/publicCache'
import type { Page } from '../../payload-types'
import { specSpelling } from '../../domain/pages'

/** A page as its public address shows it, and whether its texts are written in the language asked for. */
export type PublicPage = { page: Page; translated: boolean; updatedAt: string }

/** Lower case (a spec route's own spelling for its first segment), one leading slash, no trailing one: how `path` is stored. */
export const normalPagePath = (path: string) => {
  const [first = '', ...rest] = path.toLowerCase().split('/').filter(Boolean)
  return `/${[specSpelling(first), ...rest].join('/')}`.replace(/\/$/, '') || '/'
}

/**
 * The published page at an address (issue #43, item 2), or null: one read by the unique path,
 * with its images, in the visitor's language (pt-BR where a text is not translated yet).
 */
export function publicPage(payload: Payload, path: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE): Promise<PublicPage | null> {
  const at = normalPagePath(path)
  return cachedRead(`pages:${locale}:${at}`, ['pages', 'media'], async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: at } },
      locale,
      depth: 1,
      limit: 1,
      pagination: false, // one row by its unique path
      overrideAccess: false, // anonymous: published only
    })
    const page = docs[0]
    if (!page) return null
    return { page, translated: locale === DEFAULT_CONTENT_LOCALE || (await hasOwnTitle(payload, page.id, locale)), updatedAt: page.updatedAt }
  })
}

/** Whether a language has its own title (not the pt-BR fallback): the page then says nothing about translation. */
async function hasOwnTitle(payload: Payload, id: number | string, locale: ContentLocale): Promise<boolean> {
  const own = await payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: false,
    select: { title: true },
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })
  return Boolean(own?.title)
}

/**
 * A page as the block editor's preview shows it: its newest draft, for someone who may edit pages
 * (the page's access rules decide, with the panel session's user; anyone else gets null). Never cached.
 */
export async function pageForPreview(payload: Payload, id: string, locale: ContentLocale, headers: Headers): Promise<PublicPage | null> {
  if (!/^(?:[1-9]\d{0,15}|[0-9a-f]{24})$/.test(id)) return null
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  if (!user || user.collection !== 'users') return null
  const page = await payload.findByID({ collection: 'pages', id, draft: true, locale, depth: 1, user, overrideAccess: false, disableErrors: true })
  if (!page) return null
  return { page, translated: locale === DEFAULT_CONTENT_LOCALE || (await hasOwnTitle(payload, id, locale).catch(() => false)), updatedAt: page.updatedAt }
}

/** Published pages for the sitemap, by address, a bounded batch at a time. */
export async function sitemapPages(payload: Payload, limit: number) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ _status: { equals: 'published' } }, { 'seo.noindex': { not_equals: true } }] },
    select: { path: true, updatedAt: true },
    sort: 'path',
    limit,
    pagination: false, // capped by the caller
    depth: 0,
    overrideAccess: false,
  })
  return docs.flatMap((d) => (d.path ? [{ path: d.path, updatedAt: d.updatedAt }] : []))
}

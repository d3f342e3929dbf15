/** The addresses the redirect table keeps, built one way for the hooks that write and the site that reads. */
export const articleAddress = (slug: string, id: number | string) => `/post/${slug}/${id}`
export const termAddress = (kind: 'category' | 'tag', slug: string) => `/blog?${kind}=${encodeURIComponent(slug)}`
export const authorAddress = (uniqueKey: string, id: number | string) => `/profile/${uniqueKey}/${id}`

const POST = /^\/post\/([^/]+)\/(\d+)\/?$/

export { OWN_SEGMENTS } from '../../domain/ownAddresses'
import { OWN_SEGMENTS } from '../../domain/ownAddresses'

/** WordPress's addresses by number, on its home page: `/?p=12` (a post), `/?page_id=3`, `/?cat=4`, `/?author=2`. */
const BY_NUMBER = ['p', 'page_id', 'cat', 'author'] as const

/**
 * An imported blog's address as the table keeps it: the path without its trailing slash (WordPress
 * and Ghost end theirs with one, visitors and links often do not), or a home-page query by number.
 */
export function legacyAddress(path: string): string {
  const trimmed = onePercentSpelling(path).replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * One spelling of a percent-encoded path: escapes upper case and raw characters encoded, so
 * WordPress's `/%e3%81%93/`, a browser's `/%E3%81%93/` and a link's `/こ/` are one address
 * (issue #44, item 4).
 */
function onePercentSpelling(path: string): string {
  const upper = path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
  try {
    return upper.replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run))
  } catch {
    return upper // a lone surrogate: kept as it came
  }
}

/**
 * The table's key for a page request that may be an old address, or null: an article page, or
 * the blog filtered by one category or tag (its other parameters, page or lang, do not matter),
 * or an address of a blog imported here that this product does not answer itself.
 */
export function redirectKey(path: string, query: Record<string, unknown>): string | null {
  const post = POST.exec(path)
  if (post) return articleAddress(post[1]!, post[2]!)
  if (path === '/blog' || path === '/blog/') {
    for (const kind of ['category', 'tag'] as const) if (typeof query[kind] === 'string' && query[kind]) return termAddress(kind, query[kind])
    return null
  }
  if (path === '/') {
    for (const name of BY_NUMBER) {
      const value = query[name]
      if (typeof value === 'string' && /^\d{1,19}$/.test(value)) return `/?${name}=${value}`
    }
    return null
  }
  const first = path.split('/', 2)[1] ?? ''
  if (OWN_SEGMENTS.has(first) || first.startsWith('sitemap') || path.length > 600) return null
  return legacyAddress(path)
}

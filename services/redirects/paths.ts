/** The addresses the redirect table keeps, built one way for the hooks that write and the site that reads. */
export const articleAddress = (slug: string, id: number | string) => `/post/${slug}/${id}`
export const termAddress = (kind: 'category' | 'tag', slug: string) => `/blog?${kind}=${encodeURIComponent(slug)}`

const POST = /^\/post\/([^/]+)\/(\d+)\/?$/

/**
 * The table's key for a page request that may be an old address, or null: an article page, or
 * the blog filtered by one category or tag (its other parameters, page or lang, do not matter).
 */
export function redirectKey(path: string, query: Record<string, unknown>): string | null {
  const post = POST.exec(path)
  if (post) return articleAddress(post[1]!, post[2]!)
  if (path !== '/blog' && path !== '/blog/') return null
  for (const kind of ['category', 'tag'] as const) if (typeof query[kind] === 'string' && query[kind]) return termAddress(kind, query[kind])
  return null
}

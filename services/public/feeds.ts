import { PUBLIC_AUTHOR_STATUSES } from '../../domain/users'
import { Feed } from 'feed'
import type { Payload } from 'payload'
import { cachedRead } from '../cache/publicCache'
import { publicCategories } from '../categories'
import { publicArticleList } from '../articles/publicQueries'
import { sqlSitemapRows, type SitemapRow } from './sitemapRows'
import { sitemapPages } from '../pages/publicPages'
import { COUNTER, counters } from '../counters'
import { languageAlternates, localizedPath, type LanguagePaths } from '../../lib/site/localizedPath'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../locales/languages'

/**
 * Article URLs per sitemap file: well under the protocol's 50,000. Each address carries its five
 * languages' alternates; at 1,000 a file builds in about 50 ms, whatever the number of articles (at
 * 2,000 a missed file took 93-100 ms at 100k, p99 152-241 ms; issue #28).
 */
export const SITEMAP_FILE_URLS = 1_000
/** Articles in the RSS feed. */
const RSS_ITEMS = 50
/** Authors listed in the pages file: the company's writers, a small set. */
const MAX_AUTHORS = 1_000
/** Pages staff built: a site has tens; past this many the sitemap lists the first by address. */
const MAX_PAGES = 2_000

const STATIC_PATHS = ['/', '/blog', '/contact', '/faq', '/rc-sistemI', '/privacy-police', '/utilization-terms', '/cookies']

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
/**
 * One page of the sitemap with its hreflang alternates: the address in each language it exists
 * in (every language for pages whose text is the catalogues') and x-default.
 */
const urlEntry = (baseUrl: string, path: string, lastmod?: unknown, paths: string | LanguagePaths = path) => {
  const links = Object.entries(languageAlternates(paths)).map(
    ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(baseUrl + href)}"/>`,
  )
  const date = lastmod ? `<lastmod>${xmlEscape(new Date(String(lastmod)).toISOString())}</lastmod>` : ''
  return `<url><loc>${xmlEscape(baseUrl + path)}</loc>${date}${links.join('')}</url>`
}
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const URLSET_CLOSE = '</urlset>\n'

/**
 * How many article files the sitemap has. SQL: files are id ranges of SITEMAP_FILE_URLS ids up to
 * the newest published article's (sitemapRows.ts); a range whose articles are all unpublished is an
 * empty file. MongoDB: the kept count of published articles, read by offset.
 */
const articleFiles = (payload: Payload) =>
  cachedRead('feeds:article-files', ['articles'], async () => {
    const sqlRows = sqlSitemapRows(payload)
    if (sqlRows) return Math.ceil((await sqlRows.lastId()) / SITEMAP_FILE_URLS)
    const kept = counters(payload)
    const published = kept ? await kept.get(COUNTER.published) : (await payload.count({ collection: 'articles', overrideAccess: false })).totalDocs // anonymous: published only
    return Math.ceil(published / SITEMAP_FILE_URLS)
  })

/** /sitemap.xml: the index of the pages file and the article files. */
export async function sitemapIndexXml(payload: Payload, baseUrl: string): Promise<string> {
  const files = ['/sitemap-pages.xml', ...Array.from({ length: await articleFiles(payload) }, (_, i) => `/sitemap-articles-${i + 1}.xml`)]
  const entries = files.map((path) => `<sitemap><loc>${xmlEscape(baseUrl + path)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** The fixed pages, the pages staff built, the active categories and the profiles of active authors of published articles. */
export async function sitemapPagesXml(payload: Payload, baseUrl: string): Promise<string> {
  const [categories, authorIds, pages] = await Promise.all([
    publicCategories(payload),
    payload.findDistinct({ collection: 'articles', field: 'author', limit: MAX_AUTHORS, overrideAccess: false }).then((r) => r.values.map((v) => v.author)),
    sitemapPages(payload, MAX_PAGES),
  ])
  const { docs: authors } = authorIds.length
    ? await payload.find({
        collection: 'users',
        where: { and: [{ id: { in: authorIds } }, { status: { in: [...PUBLIC_AUTHOR_STATUSES] } }] },
        select: { uniqueKey: true, updatedAt: true },
        limit: MAX_AUTHORS,
        pagination: false, // bounded by MAX_AUTHORS
        depth: 0,
        overrideAccess: true, // documented public read: only the profile path of active authors
      })
    : { docs: [] }
  // A spec route staff edit as a page (legal texts, the landing page) is one entry, dated by its page.
  const built = new Map(pages.map((page) => [page.path, page.updatedAt]))
  const entries = [
    ...STATIC_PATHS.map((path) => urlEntry(baseUrl, path, built.get(path))),
    ...pages.filter((page) => !STATIC_PATHS.includes(page.path)).map((page) => urlEntry(baseUrl, page.path, page.updatedAt)),
    ...(categories as Array<{ slug: string }>).map((c) => urlEntry(baseUrl, `/blog?category=${encodeURIComponent(c.slug)}`)),
    ...authors.map((u) => urlEntry(baseUrl, `/profile/${u.uniqueKey}/${u.id}`, u.updatedAt)),
  ]
  return `${URLSET_OPEN}${entries.join('\n')}\n${URLSET_CLOSE}`
}

/**
 * /sitemap-articles-N.xml: published articles in creation order, file N the ids of its range (old
 * files stay the same as new articles arrive). False when the file does not exist.
 */
export async function sitemapArticlesXml(payload: Payload, baseUrl: string, file: number, write: (chunk: string) => void): Promise<boolean> {
  if (!Number.isSafeInteger(file) || file < 1 || file > (await articleFiles(payload))) return false
  // Published articles' slug and date are public: read past Payload's per-document read hooks
  // (nothing to apply to these fields), in SQL where the adapter speaks it (sitemapRows.ts).
  const sqlRows = sqlSitemapRows(payload)
  const docs: Array<Partial<SitemapRow> & { id: number | string; slug: string; updatedAt: string }> = sqlRows
    ? await sqlRows.inRange((file - 1) * SITEMAP_FILE_URLS, file * SITEMAP_FILE_URLS)
    : (
        await payload.db.find<{ id: number | string; slug: string; updatedAt: string }>({
          collection: 'articles',
          where: { status: { equals: 'published' } },
          sort: 'createdAt',
          page: file,
          limit: SITEMAP_FILE_URLS,
          pagination: false, // one file's worth, SITEMAP_FILE_URLS
          select: { slug: true, updatedAt: true },
          locale: DEFAULT_LANGUAGE,
        })
      ).docs
  // Each language's own address; without them (MongoDB's read), the pt-BR source alone.
  const paths = (a: Partial<SitemapRow> & { id: number | string; slug: string }): LanguagePaths =>
    Object.fromEntries(
      Object.entries(a.slugs ?? { [DEFAULT_LANGUAGE]: a.slug }).flatMap(([l, slug]) => (isLanguage(l) && slug ? [[l, `/post/${slug}/${a.id}`]] : [])),
    )
  write(URLSET_OPEN)
  if (docs.length) write(`${docs.map((a) => urlEntry(baseUrl, `/post/${a.slug}/${a.id}`, a.updatedAt, paths(a))).join('\n')}\n`)
  write(URLSET_CLOSE)
  return true
}

export async function rssXml(payload: Payload, baseUrl: string, site: { name: string; description: string; language: Language }): Promise<string> {
  const { data } = await publicArticleList(payload, { page: 1, limit: RSS_ITEMS, locale: site.language })
  const feed = new Feed({
    title: site.name,
    description: site.description,
    id: `${baseUrl}/`,
    link: `${baseUrl}/blog`,
    language: site.language,
    copyright: site.name,
    updated: data[0]?.publishedAt ? new Date(String(data[0].publishedAt)) : new Date(0),
    feedLinks: { rss: `${baseUrl}/rss.xml` },
  })
  for (const a of data) {
    const link = `${baseUrl}${localizedPath(`/post/${a.slug}/${a.id}`, site.language)}`
    feed.addItem({
      title: String(a.title),
      id: link,
      link,
      description: String(a.excerpt ?? ''),
      date: new Date(String(a.publishedAt)),
      author: a.author ? [{ name: String((a.author as { full_name?: string }).full_name ?? '') }] : undefined,
      category: (a.categories as Array<{ name: string }>).map((c) => ({ name: c.name })),
      image: a.image?.sizes?.card?.url ? new URL(String(a.image.sizes.card.url), `${baseUrl}/`).href : undefined,
    })
  }
  return feed.rss2()
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms',
    'Disallow: /cms-api',
    'Disallow: /api',
    'Disallow: /preview',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

import { untilNextBoundary } from '../../lib/cache/clockAligned'
import type { CacheTag } from '../../lib/cache/contentChanges'
import { OWN_SEGMENTS } from '../../domain/ownAddresses'

/** What every public page shows: header/footer (company, logo, the pages it links), SEO snippets, WhatsApp button, design version. */
const SITE: readonly CacheTag[] = ['company', 'media', 'seo', 'whatsapp', 'layout', 'pages']
const ARTICLES: readonly CacheTag[] = ['articles', 'categories', 'tags', 'authors']

const RULES: Array<[RegExp, readonly CacheTag[], number?]> = [
  // The homes and the blog list popular articles (reads change them without a content change):
  // a short life, ending on the minute for every instance alike.
  [/^\/(home-v2)?$/, ARTICLES, 60_000],
  [/^\/(blog|list-article-results)(\/|$)/, ARTICLES, 60_000],
  [/^\/(post|profile)(\/|$)/, ARTICLES],
  [/^\/(sitemap(-pages|-articles-\d+)?\.xml|rss\.xml)$/, ARTICLES],
  [/^\/faq(\/|$)/, ['faqs']],
]

/** A page staff built (issue #43): any address outside the product's own; its blocks may list articles and questions. */
const BUILT_PAGE = /^\/([a-z0-9-]+)(\/[a-z0-9-]+)*$/
const builtPage = (pathname: string) => {
  const first = BUILT_PAGE.exec(pathname)?.[1]
  return first !== undefined && !OWN_SEGMENTS.has(first)
}

/**
 * The content a public path is built from, so a change drops exactly the pages it can
 * affect, and how long a page may live at most when nothing invalidates it (pages with
 * popular articles live until the next minute on the clock, so instances refresh together).
 */
export function pageTags(pathname: string): { tags: CacheTag[]; ttlMs: number } {
  if (builtPage(pathname)) return { tags: [...SITE, ...ARTICLES, 'faqs', 'forms'], ttlMs: 10 * 60_000 }
  const rule = RULES.find(([pattern]) => pattern.test(pathname))
  const period = rule?.[2]
  return { tags: [...SITE, ...(rule?.[1] ?? [])], ttlMs: period ? untilNextBoundary(period) : 10 * 60_000 }
}

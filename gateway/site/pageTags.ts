import { untilNextBoundary } from '../../lib/cache/clockAligned'
import type { CacheTag } from '../../lib/cache/contentChanges'

/** What every public page shows: header/footer (company, logo), SEO snippets, WhatsApp button, design version. */
const SITE: readonly CacheTag[] = ['company', 'media', 'seo', 'whatsapp', 'layout']
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

/**
 * The content a public path is built from, so a change drops exactly the pages it can
 * affect, and how long a page may live at most when nothing invalidates it (pages with
 * popular articles live until the next minute on the clock, so instances refresh together).
 */
export function pageTags(pathname: string): { tags: CacheTag[]; ttlMs: number } {
  const rule = RULES.find(([pattern]) => pattern.test(pathname))
  const period = rule?.[2]
  return { tags: [...SITE, ...(rule?.[1] ?? [])], ttlMs: period ? untilNextBoundary(period) : 10 * 60_000 }
}

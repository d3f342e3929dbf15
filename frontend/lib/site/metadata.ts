import type { Metadata } from 'next'
import { siteData } from './data'
import { languageAlternates, localizedPath, type LanguagePaths } from '../../../lib/site/localizedPath'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../domain/languages'

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page, in the
 * visitor's language. `path` is the page's path (no query unless it names the content); the
 * canonical is its address in the page's language, and hreflang alternates name the others
 * (`paths`: the page's path in each language it exists in; the same path in every language
 * unless said). A `noindex` page has neither.
 */
export async function pageMetadata(input: {
  title?: string
  description: string
  path: string
  image?: string | null
  type?: 'website' | 'article'
  noindex?: boolean
  paths?: LanguagePaths
}): Promise<Metadata> {
  const { company, baseUrl, language } = await siteData()
  const paths: LanguagePaths = input.paths ?? Object.fromEntries(LANGUAGES.map((l) => [l, input.path]))
  const own = paths[language]
  // A page not written in this language (an untranslated article) names its source as the canonical.
  const canonical = own ? localizedPath(own, language) : localizedPath(paths[DEFAULT_LANGUAGE] ?? input.path, DEFAULT_LANGUAGE)
  const title = input.title ? `${input.title} · ${company.name}` : company.name
  const image = input.image ?? company.logoUrl
  return {
    metadataBase: new URL(`${baseUrl}/`),
    title,
    description: input.description,
    // A page kept out of search engines names no canonical and no language versions: the two
    // would contradict its noindex (issue #30).
    alternates: input.noindex
      ? { types: { 'application/rss+xml': '/rss.xml' } }
      : { canonical, languages: languageAlternates(paths), types: { 'application/rss+xml': '/rss.xml' } },
    openGraph: {
      title,
      description: input.description,
      ...(input.noindex ? {} : { url: canonical }),
      siteName: company.name,
      locale: language.replace('-', '_'),
      type: input.type ?? 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: input.description, ...(image ? { images: [image] } : {}) },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  }
}

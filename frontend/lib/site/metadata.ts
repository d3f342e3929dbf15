import type { Metadata } from 'next'
import { siteData } from './data'

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page, in the
 * visitor's language. `path` is the canonical path (no query unless it names the content).
 */
export async function pageMetadata(input: {
  title?: string
  description: string
  path: string
  image?: string | null
  type?: 'website' | 'article'
  noindex?: boolean
}): Promise<Metadata> {
  const { company, baseUrl, language } = await siteData()
  const title = input.title ? `${input.title} · ${company.name}` : company.name
  const image = input.image ?? company.logoUrl
  return {
    metadataBase: new URL(`${baseUrl}/`),
    title,
    description: input.description,
    alternates: { canonical: input.path, types: { 'application/rss+xml': '/rss.xml' } },
    openGraph: {
      title,
      description: input.description,
      url: input.path,
      siteName: company.name,
      locale: language.replace('-', '_'),
      type: input.type ?? 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: input.description, ...(image ? { images: [image] } : {}) },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  }
}

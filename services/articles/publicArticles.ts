import type { Payload } from 'payload'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { imageAltText } from '../../lib/text/imageAlt'
import { publicAuthorsById, type PublicAuthor } from '../users/publicAuthors'

type MediaRef = {
  url: string
  alt: string
  width?: number
  height?: number
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null }>
}
type CategoryRef = { id: number | string; name: string; slug: string; textColor: string; backgroundColor: string }

type ArticleCard = {
  id: number | string
  slug: string
  title: string
  excerpt: string
  image: MediaRef | null
  categories: CategoryRef[]
  author: PublicAuthor | null
  publishedAt: string | null
  readTime: number
}

const CARD_SELECT = {
  slug: true,
  title: true,
  excerpt: true,
  image: true,
  imageAlt: true,
  categories: true,
  author: true,
  publishedAt: true,
  readTime: true,
} as const

/**
 * The newest published articles as the public sees them. Reads as an anonymous visitor
 * (overrideAccess: false, no user), so Payload's own access rule filters to published.
 */
export async function latestPublishedArticles(payload: Payload, limit = 6, locale: ContentLocale = DEFAULT_CONTENT_LOCALE): Promise<ArticleCard[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    overrideAccess: false,
    sort: '-publishedAt',
    limit,
    depth: 1,
    select: CARD_SELECT,
    populate: {
      media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
      categories: { name: true, slug: true, textColor: true, backgroundColor: true },
    },
  })
  const authorId = (author: unknown) => String(typeof author === 'object' && author ? (author as { id: unknown }).id : author)
  const authors = await publicAuthorsById(
    payload,
    docs.map((doc) => authorId(doc.author)),
    locale,
  )
  return docs.map((doc) => ({
    id: doc.id,
    slug: String(doc.slug ?? ''),
    title: String(doc.title),
    excerpt: String(doc.excerpt ?? ''),
    image:
      typeof doc.image === 'object' && doc.image
        ? { ...(doc.image as unknown as MediaRef), alt: imageAltText(doc.imageAlt, doc.image as unknown as MediaRef) }
        : null,
    categories: ((doc.categories ?? []) as unknown[]).filter((c): c is CategoryRef => typeof c === 'object' && c !== null),
    author: authors.get(authorId(doc.author)) ?? null,
    publishedAt: (doc.publishedAt as string | null) ?? null,
    readTime: Number(doc.readTime ?? 0),
  }))
}

import type { TFunction } from 'i18next'
import type { ArticleCardView } from '../../components/site/ArticleGrid'
import { formatDate } from '../format/dates'

type Media = { url?: unknown; thumbnail?: unknown; alt?: unknown; width?: unknown; height?: unknown; sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null }> } | null | undefined

/** A card-sized image from Payload's sizes (falls back to the original). */
export function pickImage(media: Media, size: 'thumbnail' | 'card' | 'hero' = 'card') {
  if (!media) return null
  const chosen = media.sizes?.[size]
  const url = chosen?.url ?? (size === 'thumbnail' && typeof media.thumbnail === 'string' ? media.thumbnail : undefined) ?? (media.url as string | undefined)
  if (!url) return null
  return {
    url: String(url),
    width: Number(chosen?.width ?? media.width ?? 768),
    height: Number(chosen?.height ?? media.height ?? 432),
    alt: String(media.alt ?? ''),
  }
}

/** Spec section 5: under 1 minute reads 'menos de 1 min', else '{n} min'. */
export const readTimeLabel = (minutes: number, t: TFunction) =>
  minutes < 1 ? t('article.readTimeLessThanOne') : t('article.readTimeMinutes', { count: minutes })

export const articleHref = (a: { slug?: unknown; id: unknown }) => `/post/${String(a.slug)}/${String(a.id)}`

type CardSource = {
  id: unknown
  slug?: unknown
  title?: unknown
  excerpt?: unknown
  image?: unknown
  categories?: unknown
  author?: unknown
  publishedAt?: unknown
  readTime?: unknown
}

export function toCardView(article: CardSource, t: TFunction): ArticleCardView {
  const author = article.author as { full_name?: string } | null
  const categories = ((article.categories as Array<{ name: string; slug: string; backgroundColor: string }> | undefined) ?? []).filter(Boolean)
  return {
    id: String(article.id),
    href: articleHref(article),
    title: String(article.title ?? ''),
    excerpt: String(article.excerpt ?? ''),
    image: pickImage(article.image as Media),
    categories: categories.map((c) => ({ name: c.name, backgroundColor: c.backgroundColor, href: `/blog?category=${encodeURIComponent(c.slug)}` })),
    byline: author?.full_name ? t('home.by', { name: author.full_name }) : '',
    date: formatDate(article.publishedAt as string | null),
    dateTime: String(article.publishedAt ?? ''),
    readTime: readTimeLabel(Number(article.readTime ?? 0), t),
    readLabel: t('home.readArticle', { title: String(article.title ?? '') }),
  }
}

import type { TFunction } from 'i18next'
import type { ArticleCardView } from '../../components/site/ArticleGrid'
import { formatDate } from '../format/dates'
import type { SiteImage } from '../images/types'

/** An image as the services return it: an article's media with its sizes, or a person's photo. */
type Media =
  | {
      url?: string | null
      thumbnail?: string | null
      alt?: string | null
      width?: number | null
      height?: number | null
      sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null }>
    }
  | null
  | undefined

/**
 * An image for the site from Payload's sizes: 16:9 pictures offer the card (768) and hero
 * (1600) cuts; `thumbnail` (320x240) is for small portraits. Falls back to the original.
 */
export function pickImage(media: Media, size: 'thumbnail' | 'card' | 'hero' = 'card'): SiteImage | null {
  if (!media) return null
  const cut = (name: string) => {
    const s = media.sizes?.[name]
    return s?.url && s.width ? { url: String(s.url), width: Number(s.width), height: Number(s.height ?? 0) } : null
  }
  const wide = [cut('card'), cut('hero')].filter((v): v is NonNullable<typeof v> => Boolean(v))
  const thumbnail = cut('thumbnail') ?? (typeof media.thumbnail === 'string' ? { url: media.thumbnail, width: 320, height: 240 } : null)
  const chosen = size === 'thumbnail' ? thumbnail : (wide.find((v) => (size === 'hero' ? v.width >= 1600 : true)) ?? wide[0] ?? null)
  const url = chosen?.url ?? (media.url as string | undefined)
  if (!url) return null
  const variants = size === 'thumbnail' ? (thumbnail ? [thumbnail] : []) : wide
  return {
    url,
    width: Number(chosen?.width ?? media.width ?? 768),
    height: Number(chosen?.height || media.height || 432),
    alt: String(media.alt ?? ''),
    variants: variants.length ? variants.map((v) => ({ url: v.url, width: v.width })) : [{ url, width: Number(media.width ?? 768) }],
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
  lang?: unknown
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
    lang: typeof article.lang === 'string' ? article.lang : undefined,
  }
}

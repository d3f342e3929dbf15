import type { Article, Category, Media, Tag } from '../../payload-types'
import { imageAltText } from '../../lib/text/imageAlt'
import { DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'

/** Articles in the contract's shape; relations flattened to what a card or page needs. */

/** A relation as Payload returns it: the id at depth 0, the document when populated. */
type Rel<T> = number | string | T | null | undefined

/** The fields a card reads; lists select only these. */
type CardSource = Pick<Article, 'id'> &
  Partial<Pick<Article, 'slug' | 'title' | 'excerpt' | 'image' | 'imageAlt' | 'categories' | 'tags' | 'publishedAt' | 'readTime'>>
type AdminSource = CardSource &
  Partial<
    Pick<Article, 'author' | 'status' | 'sendToSubscribers' | 'content' | 'createdAt' | 'updatedAt' | 'language' | 'reviewNote' | 'reviewedBy' | 'reviewedAt'>
  >

/** The last review's note, with its reviewer when populated (null without a note). */
const reviewOf = (doc: AdminSource) => {
  if (!doc.reviewNote) return null
  const by = doc.reviewedBy && typeof doc.reviewedBy === 'object' ? { id: doc.reviewedBy.id, full_name: doc.reviewedBy.full_name ?? null } : null
  return { note: doc.reviewNote, by, at: doc.reviewedAt ?? null }
}

const media = (m: Rel<Media>, own?: string | null) => {
  if (!m || typeof m !== 'object') return null
  return {
    id: m.id,
    url: m.url ?? null,
    alt: imageAltText(own, m),
    width: m.width ?? null,
    height: m.height ?? null,
    sizes: Object.fromEntries(Object.entries(m.sizes ?? {}).map(([k, v]) => [k, { url: v?.url ?? null, width: v?.width ?? null, height: v?.height ?? null }])),
  }
}

const category = (c: Rel<Category>) =>
  c && typeof c === 'object' ? [{ id: c.id, name: c.name ?? '', slug: c.slug ?? '', textColor: c.textColor, backgroundColor: c.backgroundColor }] : []

const tag = (t: Rel<Tag>) => (t && typeof t === 'object' ? [{ id: t.id, name: t.name ?? '', slug: t.slug ?? '' }] : [])

export function toArticleCard<A>(doc: CardSource, author: A | null | undefined) {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title ?? '', // empty in a language not yet written (the editor reads without fallback)
    excerpt: doc.excerpt ?? '',
    image: media(doc.image, doc.imageAlt),
    categories: (doc.categories ?? []).flatMap(category),
    tags: (doc.tags ?? []).flatMap(tag),
    author: author ?? null,
    publishedAt: doc.publishedAt ?? null,
    readTime: doc.readTime ?? 0,
  }
}

export function toArticleDetail<A>(doc: CardSource & Pick<Article, 'content' | 'updatedAt'>, author: A | null | undefined) {
  return { ...toArticleCard(doc, author), content: doc.content, updatedAt: doc.updatedAt ?? null }
}

export function toAdminArticle(doc: AdminSource) {
  const authorRef =
    doc.author && typeof doc.author === 'object' ? { id: doc.author.id, full_name: doc.author.full_name ?? null } : { id: doc.author ?? null, full_name: null }
  return {
    ...toArticleCard(doc, null),
    author: authorRef,
    status: doc.status,
    sendToSubscribers: doc.sendToSubscribers ?? false,
    /** The cover's description written in the language read (null where not yet written): the editor's field. */
    imageAlt: doc.imageAlt ?? null,
    content: doc.content,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    // One article read or saved (lists do not select it).
    ...(doc.language === undefined ? {} : { original: doc.language ?? DEFAULT_CONTENT_LOCALE }),
    review: reviewOf(doc),
  }
}

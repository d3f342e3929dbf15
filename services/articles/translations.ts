import type { Payload, Where } from 'payload'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'

/** The languages an article is written in, and its address (slug) in each. */
export type ArticleLanguages = {
  translated: ContentLocale[]
  slugs: Partial<Record<ContentLocale, string>>
  /** The language it was written in: its pt-BR text is in it (collections/Articles, `language`). */
  original: ContentLocale
}

/**
 * The languages of the article `where` finds: those with a title of their own (a translation
 * needs one; body and excerpt fall back with it). pt-BR, the source, always has one. Read
 * through the adapter with every locale at once: one row per language, however many.
 */
async function languagesWhere(payload: Payload, where: Where): Promise<ArticleLanguages | null> {
  const doc = (await payload.db.findOne({
    collection: 'articles',
    where,
    locale: 'all',
    select: { title: true, slug: true, language: true },
  })) as { title?: Partial<Record<string, string | null>>; slug?: Partial<Record<string, string | null>>; language?: ContentLocale | null } | null
  if (!doc) return null
  const translated = CONTENT_LOCALES.filter((locale) => Boolean(doc.title?.[locale]))
  const slugs = Object.fromEntries(translated.flatMap((locale) => (doc.slug?.[locale] ? [[locale, doc.slug[locale]]] : [])))
  return { translated, slugs, original: doc.language ?? DEFAULT_CONTENT_LOCALE }
}

/** The languages an article is written in, and its slug in each (none for an unknown article). */
export async function articleLanguages(payload: Payload, id: number | string): Promise<ArticleLanguages> {
  return (await languagesWhere(payload, { id: { equals: id } })) ?? { translated: [], slugs: {}, original: DEFAULT_CONTENT_LOCALE }
}

/**
 * A published article's address (slug) in each language it is written in; null for a draft, a
 * scheduled or an unknown article (an address of one would name its unpublished title).
 */
export async function publishedSlugs(payload: Payload, id: number | string): Promise<Partial<Record<ContentLocale, string>> | null> {
  return (await languagesWhere(payload, { and: [{ id: { equals: id } }, { status: { equals: 'published' } }] }))?.slugs ?? null
}

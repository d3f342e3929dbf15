import type { Payload } from 'payload'
import { CONTENT_LOCALES, type ContentLocale } from '../../domain/contentLocales'

/** The languages an article is written in, and its address (slug) in each. */
export type ArticleLanguages = { translated: ContentLocale[]; slugs: Partial<Record<ContentLocale, string>> }

/**
 * The languages an article is written in: those with a title of their own (a translation
 * needs one; body and excerpt fall back with it). pt-BR, the source, always has one. Read
 * through the adapter with every locale at once: one row per language, however many.
 */
export async function articleLanguages(payload: Payload, id: number | string): Promise<ArticleLanguages> {
  const doc = (await payload.db.findOne({
    collection: 'articles',
    where: { id: { equals: id } },
    locale: 'all',
    select: { title: true, slug: true },
  })) as { title?: Partial<Record<string, string | null>>; slug?: Partial<Record<string, string | null>> } | null
  const translated = CONTENT_LOCALES.filter((locale) => Boolean(doc?.title?.[locale]))
  const slugs = Object.fromEntries(translated.flatMap((locale) => (doc?.slug?.[locale] ? [[locale, doc.slug[locale]]] : [])))
  return { translated, slugs }
}

/**
 * A published article's address (slug) in each language it is written in; null for a draft, a
 * scheduled or an unknown article (an address of one would name its unpublished title).
 */
export async function publishedSlugs(payload: Payload, id: number | string): Promise<Partial<Record<ContentLocale, string>> | null> {
  const doc = (await payload.db.findOne({
    collection: 'articles',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'published' } }] },
    locale: 'all',
    select: { title: true, slug: true },
  })) as { title?: Partial<Record<string, string | null>>; slug?: Partial<Record<string, string | null>> } | null
  if (!doc) return null
  return Object.fromEntries(CONTENT_LOCALES.flatMap((locale) => (doc.title?.[locale] && doc.slug?.[locale] ? [[locale, doc.slug[locale]]] : [])))
}

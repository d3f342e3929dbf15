import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages'

/**
 * Content is written in every interface language: each is a Payload locale of the same code.
 * pt-BR is the source every other language falls back to (what was stored before content was
 * translatable became pt-BR).
 */
export const CONTENT_LOCALES = LANGUAGES
export type ContentLocale = Language
export const DEFAULT_CONTENT_LOCALE: ContentLocale = DEFAULT_LANGUAGE

/** Each language named in itself, for the editors' language switch and Payload's locale menu. */
export const LOCALE_NAMES: Record<ContentLocale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ht: 'Kreyòl ayisyen',
}

/**
 * The language an article's text is in when read in `locale` (issue #44, item 4): its own where
 * written in it; else the text every language falls back to, the pt-BR one, which holds the
 * original (`original`: pt-BR, or the language an imported blog was written in). Read in pt-BR,
 * an article whose original is another language shows that original.
 */
export function textLanguage(original: ContentLocale | null | undefined, locale: ContentLocale, writtenInLocale: boolean): ContentLocale {
  const source = original ?? DEFAULT_CONTENT_LOCALE
  if (locale === DEFAULT_CONTENT_LOCALE) return source
  return writtenInLocale ? locale : source
}

/**
 * The content language a language tag names, as exports write it (WordPress's `<language>en-US`,
 * Ghost's `locale` "en" or "pt_BR"): any Portuguese is our pt-BR, any regional English our en;
 * null for a language this site does not have, or no tag.
 */
export function contentLocaleOf(tag: string | null | undefined): ContentLocale | null {
  const code = (tag ?? '').trim().replace(/_/g, '-').toLowerCase()
  if (!code) return null
  const base = code.split('-')[0]
  if (base === 'pt') return 'pt-BR'
  return CONTENT_LOCALES.find((locale) => locale.toLowerCase() === code || locale === base) ?? null
}

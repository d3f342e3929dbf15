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

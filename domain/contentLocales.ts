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

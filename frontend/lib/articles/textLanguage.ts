import { textLanguage, type ContentLocale } from '../../../domain/contentLocales'

/**
 * The language an article's texts are in on a page in `language`, where that is another one
 * (for `lang` and the "not yet translated" note), else undefined.
 */
export function otherTextLanguage(
  article: { original: ContentLocale; translated: readonly ContentLocale[] },
  language: ContentLocale,
): ContentLocale | undefined {
  const shown = textLanguage(article.original, language, article.translated.includes(language))
  return shown === language ? undefined : shown
}

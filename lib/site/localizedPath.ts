import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/languages'

/** The query parameter that names a page's language in its address (the cookie decides without it). */
export const PAGE_LANGUAGE_PARAM = 'lang'

/**
 * A public page's address in one language: the spec's path as it is, with `?lang=` for every
 * language but pt-BR, whose address is the bare path (also the x-default: the cookie or
 * Accept-Language chooses there). Any `lang` already in the path is replaced.
 */
export function localizedPath(path: string, language: Language): string {
  const [pathname = '/', query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  params.delete(PAGE_LANGUAGE_PARAM)
  if (language !== DEFAULT_LANGUAGE) params.set(PAGE_LANGUAGE_PARAM, language)
  const rest = params.toString()
  return rest ? `${pathname}?${rest}` : pathname
}

/** A page's path in each language it exists in, when they differ (an article's slug is per language). */
export type LanguagePaths = Partial<Record<Language, string>>

/**
 * hreflang alternates of a page: each language it exists in (`languages`, or the keys of its
 * per-language paths), and x-default (the pt-BR address).
 */
export function languageAlternates(path: string | LanguagePaths, languages: readonly Language[] = LANGUAGES): Record<string, string> {
  const paths: LanguagePaths = typeof path === 'string' ? Object.fromEntries(languages.map((l) => [l, path])) : path
  const source = paths[DEFAULT_LANGUAGE] ?? Object.values(paths)[0] ?? '/'
  return {
    ...Object.fromEntries(LANGUAGES.filter((l) => paths[l]).map((l) => [l, localizedPath(paths[l]!, l)])),
    'x-default': localizedPath(source, DEFAULT_LANGUAGE),
  }
}

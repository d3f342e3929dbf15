/**
 * The languages we ship catalogues for, and Accept-Language negotiation. Shared by the
 * gateway (API messages, English default for integrators) and the site (pt-BR default).
 */
import { LANGUAGES, type Language } from '../domain/languages'

export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../domain/languages'

/** The cookie the site's language switcher sets. */
export const LANGUAGE_COOKIE = 'lang'

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * The best of our languages for an Accept-Language header, in quality order (`pt`, `pt-PT`
 * and `pt-BR` all mean our Portuguese); `fallback` when none matches.
 */
export function negotiateLanguage(header: string | undefined | null, fallback: Language): Language {
  if (typeof header !== 'string' || !header) return fallback
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0]
    if (base === 'pt') return 'pt-BR'
    const match = LANGUAGES.find((lng) => lng.toLowerCase() === tag || lng === base)
    if (match) return match
  }
  return fallback
}

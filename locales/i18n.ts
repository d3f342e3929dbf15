import { createInstance, type TFunction } from 'i18next'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'
import ht from './ht.json'
import ptBR from './pt-BR.json'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages'

const CATALOGUES: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, es, fr, ht }

const i18n = createInstance()
void i18n.init({
  initAsync: false, // resources are bundled: ready synchronously
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries(Object.entries(CATALOGUES).map(([lng, translation]) => [lng, { translation }])),
  interpolation: { escapeValue: false }, // React and our serializers escape
  returnEmptyString: false,
  showSupportNotice: false,
})

const fixed = new Map<string, TFunction>()

/** The one i18next instance of the process; a translation function per language (and key prefix). */
export function translatorFor(language: Language, keyPrefix?: string): TFunction {
  const key = `${language}|${keyPrefix ?? ''}`
  let t = fixed.get(key)
  if (!t) {
    t = i18n.getFixedT(language, null, keyPrefix) as TFunction
    fixed.set(key, t)
  }
  return t
}

const merged = (base: unknown, over: unknown): unknown =>
  over && typeof over === 'object' && !Array.isArray(over) && base && typeof base === 'object' && !Array.isArray(base)
    ? Object.fromEntries(
        [...new Set([...Object.keys(base), ...Object.keys(over)])].map((k) => [
          k,
          merged((base as Record<string, unknown>)[k], (over as Record<string, unknown>)[k]),
        ]),
      )
    : (over ?? base)

/**
 * A translation function for one language whose texts are the catalogue's with `overrides` laid
 * over them (the demo's own words, services/seed/content/demoCopy.ts): for seeding, never for pages.
 */
export function translatorWith(language: Language, overrides: Record<string, unknown> | undefined): TFunction {
  if (!overrides) return translatorFor(language)
  const own = createInstance()
  void own.init({
    initAsync: false,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [language]: { translation: merged(CATALOGUES[language], overrides) as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    showSupportNotice: false,
  })
  return own.getFixedT(language) as TFunction
}

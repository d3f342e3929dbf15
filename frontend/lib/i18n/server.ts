import { createInstance, type TFunction } from 'i18next'
import { CATALOGUES, FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages'

const instances = new Map<Language, Promise<TFunction>>()

/** A translation function for a language; one i18next instance per language per process. */
export function getT(language: Language): Promise<TFunction> {
  let t = instances.get(language)
  if (!t) {
    const i18n = createInstance()
    t = i18n
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        resources: Object.fromEntries(Object.entries(CATALOGUES).map(([lng, translation]) => [lng, { translation }])),
        interpolation: { escapeValue: false }, // React escapes
        returnEmptyString: false,
        showSupportNotice: false,
      })
      .then(() => i18n.t)
    instances.set(language, t)
  }
  return t
}

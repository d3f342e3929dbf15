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

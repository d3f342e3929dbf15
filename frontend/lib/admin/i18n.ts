import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../../locales/en.json'
import es from '../../../locales/es.json'
import fr from '../../../locales/fr.json'
import ht from '../../../locales/ht.json'
import ptBR from '../../../locales/pt-BR.json'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../locales/languages'

/** The back-office's i18next (react-i18next): the same catalogues as the site and the API. */
export function createAdminI18n(language: Language): I18n {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    initAsync: false,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { 'pt-BR': { translation: ptBR }, en: { translation: en }, es: { translation: es }, fr: { translation: fr }, ht: { translation: ht } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    showSupportNotice: false,
  })
  return i18n
}

export { CATALOGUES } from '../../../locales/i18n'
export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../../../locales/languages'

/** The languages the product speaks (catalogues, e-mails, the API's messages): pt-BR first, English the fallback. */
export const LANGUAGES = ['pt-BR', 'en', 'es', 'fr', 'ht'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt-BR'
export const FALLBACK_LANGUAGE: Language = 'en'

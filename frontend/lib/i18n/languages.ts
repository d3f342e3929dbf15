import en from '../../../locales/en.json'
import es from '../../../locales/es.json'
import fr from '../../../locales/fr.json'
import ht from '../../../locales/ht.json'
import ptBR from '../../../locales/pt-BR.json'

export const LANGUAGES = ['pt-BR', 'en', 'es', 'fr', 'ht'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt-BR'
export const FALLBACK_LANGUAGE: Language = 'en'

export const CATALOGUES: Record<Language, Record<string, unknown>> = { 'pt-BR': ptBR, en, es, fr, ht }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

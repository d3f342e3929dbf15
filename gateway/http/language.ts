import type { Request } from 'express'
import { createInstance, type TFunction } from 'i18next'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import fr from '../../locales/fr.json'
import ht from '../../locales/ht.json'
import ptBR from '../../locales/pt-BR.json'

const LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'ht'] as const
export type ApiLanguage = (typeof LANGUAGES)[number]

const i18n = createInstance()
void i18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: en.api }, 'pt-BR': { translation: ptBR.api }, es: { translation: es.api }, fr: { translation: fr.api }, ht: { translation: ht.api } },
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  showSupportNotice: false,
})

const translators = new Map<ApiLanguage, TFunction>(LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng)]))

/**
 * The caller's language from Accept-Language (quality order; `pt`, `pt-PT` and `pt-BR` all
 * mean our Portuguese). English when absent or unknown: what an integrator reading the spec expects.
 */
export function languageOf(req: Pick<Request, 'headers'>): ApiLanguage {
  const header = req.headers['accept-language']
  if (typeof header !== 'string' || !header) return 'en'
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0]
    if (base === 'pt') return 'pt-BR'
    const match = LANGUAGES.find((lng) => lng.toLowerCase() === tag || lng === base)
    if (match) return match
  }
  return 'en'
}

export const translator = (language: ApiLanguage): TFunction => translators.get(language) ?? translators.get('en')!

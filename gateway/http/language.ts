import type { Request } from 'express'
import type { TFunction } from 'i18next'
import { translatorFor } from '../../locales/i18n'
import { negotiateLanguage, type Language } from '../../locales/languages'

export type ApiLanguage = Language

/** The caller's language from Accept-Language; English when absent or unknown: what an integrator reading the spec expects. */
export const languageOf = (req: Pick<Request, 'headers'>): ApiLanguage => negotiateLanguage(req.headers['accept-language'], 'en')

/** API messages live under the catalogues' `api` section. */
export const translator = (language: ApiLanguage): TFunction => translatorFor(language, 'api')

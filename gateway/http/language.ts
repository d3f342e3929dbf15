import type { Request } from 'express'
import type { TFunction } from 'i18next'
import { translatorFor } from '../../locales/i18n'
import { isLanguage, negotiateLanguage, type Language } from '../../locales/languages'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { badRequest } from './HttpError'

export type ApiLanguage = Language

/** The caller's language from Accept-Language; English when absent or unknown: what an integrator reading the spec expects. */
export const languageOf = (req: Pick<Request, 'headers'>): ApiLanguage => negotiateLanguage(req.headers['accept-language'], 'en')

/** API messages live under the catalogues' `api` section. */
export const translator = (language: ApiLanguage): TFunction => translatorFor(language, 'api')

/** The query parameter that asks a localized route for one language of its content. */
export const CONTENT_LANGUAGE_PARAM = 'lang'

/**
 * The language of a localized route's content: `?lang=`, else (reads) Accept-Language, else
 * pt-BR (the language content is written in first; an integrator without a preference, and an
 * editor who did not choose another, get the source).
 * An unknown `lang` is a validation error, never silently another language.
 */
export function contentLocaleOf(req: Pick<Request, 'headers'>, asked: unknown, mode: 'read' | 'edit'): ContentLocale {
  if (asked === undefined) return mode === 'read' ? negotiateLanguage(req.headers['accept-language'], DEFAULT_CONTENT_LOCALE) : DEFAULT_CONTENT_LOCALE
  if (isLanguage(asked)) return asked
  throw badRequest([{ field: `query.${CONTENT_LANGUAGE_PARAM}`, message: 'invalidValue' }])
}

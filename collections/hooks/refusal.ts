import type { PayloadRequest } from 'payload'
import { translatorFor } from '../../locales/i18n'
import { isLanguage } from '../../locales/languages'

/** A catalogue text in the editor's language (the panel's or the API caller's), pt-BR otherwise: a hook's refusal. */
export function refusal(req: PayloadRequest, key: string, vars: Record<string, unknown> = {}) {
  const panel = req.i18n?.language === 'pt' ? 'pt-BR' : req.i18n?.language
  const language = isLanguage(req.locale) ? req.locale : isLanguage(panel) ? panel : 'pt-BR'
  return translatorFor(language)(key, vars)
}

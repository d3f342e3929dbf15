import { APIError, type PayloadRequest } from 'payload'
import { negotiateLanguage } from '../../locales/languages'
import { translatorFor } from '../../locales/i18n'

/**
 * A rule of the product refused a write (issue #60): the same answer at every door. Payload's
 * REST API and panels show `message`, in the caller's language (its Accept-Language; the panel's
 * language; else English, as the API's); the gateway answers `key` from its own catalogue and
 * `status`, in the contract's format.
 */
export class RuleError extends APIError {
  readonly key: string
  constructor(req: Pick<PayloadRequest, 'headers' | 'i18n'> | undefined, key: string, status: number) {
    const panel = req?.i18n?.language === 'pt' ? 'pt-BR' : req?.i18n?.language
    const language = negotiateLanguage(req?.headers?.get?.('accept-language') ?? panel ?? null, 'en')
    super(translatorFor(language, 'api')(key), status, { code: status === 409 ? 'CONFLICT' : 'FORBIDDEN', key }, true)
    this.name = 'RuleError'
    this.key = key
  }
}

import type { ErrorRequestHandler, RequestHandler } from 'express'
import { errorBody } from '../../contract/errors'
import { pathPattern } from '../../contract/route'
import { ROUTES } from '../../contract/routes'
import { languageOf, translator } from '../http/language'

/** Each route's path as a pattern (`:id` one segment), with its method: what a known path allows. */
const PATHS = Object.values(ROUTES).map((spec) => ({
  method: spec.method.toUpperCase(),
  pattern: pathPattern(spec.path),
}))

/** The methods the route table serves at a path (HEAD beside GET, as Express answers it). */
export function allowedMethods(path: string): string[] {
  const methods = new Set(PATHS.filter((p) => p.pattern.test(path)).map((p) => p.method))
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods]
}

/**
 * Unknown /api paths answer in the contract's error format, not Next's 404 page; a known path
 * asked with a method it does not serve answers 405 with `Allow` (RFC 9110), in the caller's
 * language like every error.
 */
export const notFound: RequestHandler = (req, res) => {
  const t = translator(languageOf(req))
  const allowed = allowedMethods(req.path)
  if (allowed.length) {
    res.setHeader('Allow', allowed.join(', '))
    return void res.status(405).json(errorBody('METHOD_NOT_ALLOWED', t('methodNotAllowed', { methods: allowed.join(', ') })))
  }
  res.status(404).json(errorBody('NOT_FOUND', t('notFound')))
}

/**
 * Last resort: body-parser failures (malformed JSON, oversize bodies) are the client's
 * fault and answer 400/413; anything else is logged and answers the generic message,
 * never a stack trace.
 */
export const errorHandler =
  (log: (err: unknown) => void): ErrorRequestHandler =>
  (err, req, res, _next) => {
    const t = translator(languageOf(req))
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status === 500) log(err)
    if (status === 413) return void res.status(413).json(errorBody('PAYLOAD_TOO_LARGE', t('payloadTooLarge')))
    if (status === 500) return void res.status(500).json(errorBody('INTERNAL', t('generic')))
    res.status(status).json(errorBody('BAD_REQUEST', t('malformed')))
  }

import type { ErrorRequestHandler, RequestHandler } from 'express'
import { errorBody } from '../../contract/errors'
import { pathPattern } from '../../contract/route'
import { ROUTES } from '../../contract/routes'
import { languageOf, translator } from '../http/language'

/**
 * Each route's path as a pattern (`:id` one segment), with its method and how many of its
 * segments are words rather than parameters: what a known path allows. /health is the gateway's
 * own, outside the route table.
 */
const PATHS = [...Object.values(ROUTES), { method: 'get', path: '/health' }].map((spec) => ({
  method: spec.method.toUpperCase(),
  pattern: pathPattern(spec.path),
  words: spec.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
}))

/**
 * The methods the route table serves at a path (HEAD beside GET, as Express answers it). A path
 * that a route names word for word belongs to that route alone: /auth/credentials/token is not a
 * credential whose id is "token", so it allows POST, not the GET and DELETE of /auth/credentials/:id.
 */
export function allowedMethods(path: string): string[] {
  const matching = PATHS.filter((p) => p.pattern.test(path))
  const most = Math.max(0, ...matching.map((p) => p.words))
  const methods = new Set(matching.filter((p) => p.words === most).map((p) => p.method))
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods]
}

/** Ahead of the routes: a method a known path does not allow answers 405, rather than reaching a route whose parameter happens to match. */
export const methodGuard: RequestHandler = (req, res, next) => {
  const allowed = allowedMethods(req.path)
  if (allowed.length && !allowed.includes(req.method)) return notFound(req, res, next)
  next()
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

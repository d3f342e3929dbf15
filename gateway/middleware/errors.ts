import type { ErrorRequestHandler, RequestHandler } from 'express'
import { errorBody } from '../../contract/errors'

const GENERIC_ERROR = 'An unexpected error has occurred. Please try again later.'

/** Unknown /api paths answer in the contract's error format, not Next's 404 page. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody('NOT_FOUND', 'Not found'))
}

/**
 * Last resort: body-parser failures (malformed JSON, oversize bodies) are the client's
 * fault and answer 400/413; anything else is logged and answers the generic message,
 * never a stack trace.
 */
export const errorHandler =
  (log: (err: unknown) => void): ErrorRequestHandler =>
  (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500
    if (status === 500) log(err)
    if (status === 413) return void res.status(413).json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large'))
    if (status === 500) return void res.status(500).json(errorBody('INTERNAL', GENERIC_ERROR))
    res.status(status).json(errorBody('BAD_REQUEST', 'Malformed request'))
  }

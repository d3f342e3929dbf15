import type { ErrorRequestHandler, RequestHandler } from 'express'

/** Unknown /api paths answer in the contract's error format, not Next's 404 page. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: true, code: 'NOT_FOUND', message: 'Not found' })
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
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 500 ? 'INTERNAL' : 'BAD_REQUEST'
    const message = status === 500 ? 'An unexpected error has occurred. Please try again later.' : status === 413 ? 'Request body too large' : 'Malformed request'
    res.status(status).json({ error: true, code, message })
  }

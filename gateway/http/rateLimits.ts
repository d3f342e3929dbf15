import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { errorBody } from '../../contract/errors'
import type { RateLimitName } from '../../contract/route'
import { languageOf, translator } from './language'

export type RateLimitOptions = { windowMs: number; max: number }

/**
 * Per-IP limits on the endpoints attackers like (ARCHITECTURE.md section 4): 429 with
 * Retry-After. Login counts failures only, so a busy office behind one address can work.
 */
export function createRateLimits({ windowMs, max }: RateLimitOptions): Record<RateLimitName, RequestHandler> {
  const make = (limit: number, skipSuccessfulRequests = false) =>
    rateLimit({
      windowMs,
      limit,
      skipSuccessfulRequests,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (req, res) => {
        res.status(429).json(errorBody('RATE_LIMITED', translator(languageOf(req))('tooManyRequests')))
      },
    })
  return {
    login: make(max, true),
    recover: make(Math.max(1, Math.ceil(max / 2))),
    code: make(max),
    contact: make(max),
    newsletter: make(max),
    token: make(max, true),
  }
}

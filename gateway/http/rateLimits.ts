import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { errorBody } from '../../contract/errors'
import type { RateLimitName } from '../../contract/route'
import { sharedRedis } from '../../services/shared/redis'
import { languageOf, translator } from './language'
import { SharedLimitStore } from './sharedLimitStore'

export type RateLimitOptions = { windowMs: number; max: number }

/**
 * Per-IP limits on the endpoints attackers like (ARCHITECTURE.md section 4): 429 with
 * Retry-After. Login counts failures only, so a busy office behind one address can work.
 * With several instances (REDIS_URL) each limit is counted once for all of them.
 */
export function createRateLimits({ windowMs, max }: RateLimitOptions): Record<RateLimitName, RequestHandler> {
  const redis = sharedRedis()
  const make = (name: RateLimitName, limit: number, skipSuccessfulRequests = false) =>
    rateLimit({
      ...(redis ? { store: new SharedLimitStore(redis, name) } : {}),
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
    login: make('login', max, true),
    recover: make('recover', Math.max(1, Math.ceil(max / 2))),
    code: make('code', max),
    contact: make('contact', max),
    newsletter: make('newsletter', max),
    token: make('token', max, true),
  }
}

import type { Request, RequestHandler } from 'express'
import { errorBody } from '../../contract/errors'
import { languageOf, translator } from './language'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * Cookie-authenticated writes (Payload's panels and REST under /cms-api) must come from the
 * site's own pages. SameSite=Lax does not cover another port or subdomain of the same site,
 * so a write carrying the session cookie is refused when its Origin is foreign, or, without
 * an Origin, when the browser says it came from another origin. Bearer-token calls (/api)
 * carry no ambient credential and are not concerned.
 */
export function sameOriginWrites(trusted: string[]): RequestHandler {
  const allowed = new Set(trusted)
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !SESSION_COOKIE.test(req.headers.cookie ?? '')) return next()
    if (!isForeign(req, allowed)) return next()
    res.status(403).json(errorBody('FORBIDDEN', translator(languageOf(req))('accessNotAllowed')))
  }
}

/** A request another site's page made: a foreign Origin, or without one, the browser's word that it is cross-origin. */
export function isForeign(req: Request, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin
  const site = req.headers['sec-fetch-site']
  return origin ? !allowed.has(origin) : site !== undefined && site !== 'same-origin' && site !== 'none'
}

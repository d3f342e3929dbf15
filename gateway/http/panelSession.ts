import type { Request, Response } from 'express'
import { decodeJwt } from 'jose'
import type { Payload } from 'payload'
import { parseCookies } from 'payload/shared'
import { looksLikeIntegratorToken } from '../../services/credentials/tokens'
import { forbidden, unauthorized } from './HttpError'
import { isForeign } from './sameOrigin'
import { staff } from './principal'

/**
 * One staff sign-in for the back-office (/admin) and Payload's panels (/cms) (issue #30 item 7).
 * Both run on the same Payload session: /admin keeps its token in localStorage (spec section 2)
 * and /cms reads the same token from Payload's HttpOnly cookie. A sign-in through the gateway
 * also sets that cookie; a sign-out clears it (and ends the session, so the other side's copy
 * stops working at once); and /admin, finding no token of its own, adopts the cookie's session
 * (POST /api/auth/session) instead of asking for the password again.
 */

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`
const cookieSettings = (payload: Payload) => payload.collections.users!.config.auth.cookies

/** The attributes Payload gives its own cookie; it expires with the token it holds (30 days when remembered). */
function attributes(payload: Payload, req: Request) {
  const { domain, sameSite, secure } = cookieSettings(payload)
  return {
    httpOnly: true,
    path: '/',
    sameSite: (typeof sameSite === 'string' ? sameSite.toLowerCase() : sameSite ? 'strict' : 'lax') as 'lax' | 'strict' | 'none',
    secure: Boolean(secure) || req.secure,
    ...(domain ? { domain } : {}),
  }
}

/** Signs the panels in with a session token the gateway just issued. */
export function setPanelSession(payload: Payload, req: Request, res: Response, token: string) {
  const { exp } = decodeJwt(token)
  res.cookie(cookieName(payload), token, { ...attributes(payload, req), ...(exp ? { expires: new Date(exp * 1000) } : {}) })
}

/** Signs the panels out (their session already ended with the gateway's logout). */
export function clearPanelSession(payload: Payload, req: Request, res: Response) {
  res.clearCookie(cookieName(payload), attributes(payload, req))
}

/**
 * The staff session the panels' cookie holds, checked as a bearer token is; 401 without one.
 * Only the site's own pages may ask (as Payload itself ignores its cookie from a foreign origin):
 * the answer hands the session's token to the page.
 */
export async function panelSession(payload: Payload, req: Request) {
  if (isForeign(req, new Set(payload.config.csrf))) throw forbidden()
  const token = parseCookies(new Headers({ cookie: req.headers.cookie ?? '' })).get(cookieName(payload))
  if (!token || looksLikeIntegratorToken(token)) throw unauthorized()
  return staff(payload, token)
}

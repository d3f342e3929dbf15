import { parse, serialize } from 'cookie'
import type { RequestHandler } from 'express'
import { CONSENT_COOKIE, isConsentChoice } from '../../domain/site'
import { safeReturnPath } from './language'

/** Set here only (a client's own copy is dropped): the page is rendered with the banner closed. */
export const SITE_CONSENT_HEADER = 'x-site-consent'

/** Whether the visitor answered the cookie banner without JavaScript (see chooseConsent). */
export const resolveConsent: RequestHandler = (req, _res, next) => {
  const answer = parse(req.headers.cookie ?? '')[CONSENT_COOKIE]
  if (isConsentChoice(answer)) req.headers[SITE_CONSENT_HEADER] = answer
  else delete req.headers[SITE_CONSENT_HEADER]
  next()
}

/**
 * The cookie banner's buttons post here when the page has no JavaScript (with it, the early
 * script keeps the answer in the browser and the form is never sent). Remembers the answer for a
 * year and returns to the page the visitor was on; an unknown answer stores nothing, like the
 * language switcher's.
 */
export const chooseConsent: RequestHandler = (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>
  if (isConsentChoice(body.choice)) {
    res.setHeader(
      'set-cookie',
      serialize(CONSENT_COOKIE, body.choice, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax', httpOnly: true, secure: req.secure }),
    )
  }
  res.redirect(303, safeReturnPath(body.returnTo))
}

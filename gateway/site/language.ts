import { parse, serialize } from 'cookie'
import type { Request, RequestHandler } from 'express'
import { PAGE_LANGUAGE_PARAM, localizedPath } from '../../lib/site/localizedPath'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, negotiateLanguage, type Language } from '../../locales/languages'

/** Headers the site's pages read (set here only; a client's own copies are dropped). */
export const SITE_LANGUAGE_HEADER = 'x-site-language'
const SITE_PATH_HEADER = 'x-site-path'

export function siteLanguage(req: Pick<Request, 'headers' | 'query'>): Language {
  // The page's own address names its language (hreflang links, shared links); else the visitor's choice.
  const asked = (req.query as Record<string, unknown> | undefined)?.[PAGE_LANGUAGE_PARAM]
  if (isLanguage(asked)) return asked
  const chosen = parse(req.headers.cookie ?? '')[LANGUAGE_COOKIE]
  return isLanguage(chosen) ? chosen : negotiateLanguage(req.headers['accept-language'], DEFAULT_LANGUAGE)
}

/**
 * Resolves the visitor's language once, in front of the pages (cookie from the switcher,
 * else Accept-Language, else pt-BR), so Next renders per language and the page cache keys
 * on it, instead of every page reading cookies itself.
 */
export const resolveLanguage: RequestHandler = (req, _res, next) => {
  req.headers[SITE_LANGUAGE_HEADER] = siteLanguage(req)
  req.headers[SITE_PATH_HEADER] = req.path
  next()
}

/** Only same-site paths: the switcher must never become an open redirect. */
const safeReturnPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && value.length < 2048 ? value : '/'

/**
 * The language switcher posts here (a plain form: works without JavaScript). Remembers the
 * choice for a year and returns to the page the visitor was on, in the chosen language (a
 * `lang` in its address would otherwise keep the old one).
 */
export const chooseLanguage: RequestHandler = (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>
  const language = isLanguage(body.language) ? body.language : null
  if (language) {
    res.setHeader('set-cookie', serialize(LANGUAGE_COOKIE, language, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax', httpOnly: false }))
  }
  const back = safeReturnPath(body.returnTo)
  res.redirect(303, language ? localizedPath(back, DEFAULT_LANGUAGE) : back)
}

import { parse, serialize } from 'cookie'
import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { publishedSlugs } from '../../services/articles/translations'
import { articleAddress } from '../../services/redirects/paths'
import { CMS_PREVIEW_PATH, PREVIEW_PATH } from '../../domain/articles'
import { PAGE_LANGUAGE_PARAM, localizedPath } from '../../lib/site/localizedPath'
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, negotiateLanguage, type Language } from '../../locales/languages'
import { onContentChange } from '../../lib/cache/contentChanges'
import { outsideRequest } from '../../services/system/writeScope'

/** Headers the site's pages read (set here only; a client's own copies are dropped). */
export const SITE_LANGUAGE_HEADER = 'x-site-language'
const SITE_PATH_HEADER = 'x-site-path'

/** The company's language (chosen at setup): what a visitor with no choice and no match gets. */
let companyLanguage: Language = DEFAULT_LANGUAGE

/** What followCompanyLanguage listens with: one Payload instance's at a time (the last to start). */
let unfollow: (() => void) | undefined

/** Keeps `companyLanguage` as stored, on every instance (a company change is announced to all). */
export function followCompanyLanguage(payload: Payload): void {
  unfollow?.()
  const load = () =>
    outsideRequest(() =>
      payload.findGlobal({ slug: 'company', depth: 0, overrideAccess: true }).then(
        (company) => {
          if (isLanguage(company.language)) companyLanguage = company.language
        },
        (error: unknown) => payload.logger.warn({ err: error }, 'the company language could not be read; the site keeps the one it had'),
      ),
    )
  void load()
  unfollow = onContentChange((tags) => {
    if (tags === 'all' || tags.includes('company')) void load()
  })
}

export function siteLanguage(req: Pick<Request, 'headers' | 'query'>): Language {
  // The page's own address names its language (hreflang links, shared links); else the visitor's choice.
  const asked = (req.query as Record<string, unknown> | undefined)?.[PAGE_LANGUAGE_PARAM]
  if (isLanguage(asked)) return asked
  const chosen = parse(req.headers.cookie ?? '')[LANGUAGE_COOKIE]
  return isLanguage(chosen) ? chosen : negotiateLanguage(req.headers['accept-language'], companyLanguage)
}

/**
 * Resolves the visitor's language once, in front of the pages (cookie from the switcher,
 * else Accept-Language, else the company's language, pt-BR unless setup chose another), so Next renders per language and the page cache keys
 * on it, instead of every page reading cookies itself.
 */
export const resolveLanguage: RequestHandler = (req, res, next) => {
  const language = siteLanguage(req)
  req.headers[SITE_LANGUAGE_HEADER] = language
  req.headers[SITE_PATH_HEADER] = req.path
  // Arriving by an address that names its language (/blog?lang=fr, a shared or hreflang link)
  // chooses it as the switcher would: the next click, link or form, with or without JavaScript,
  // stays in that language.
  // A preview names the language it shows, not the one its reader chose: an editor who previews
  // the English text keeps reading the site in their own language.
  const named = (req.query as Record<string, unknown> | undefined)?.[PAGE_LANGUAGE_PARAM]
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !PRIVATE_PAGES.test(req.path) &&
    isLanguage(named) &&
    parse(req.headers.cookie ?? '')[LANGUAGE_COOKIE] !== named
  ) {
    res.append('set-cookie', remembered(named))
  }
  next()
}

/** Pages whose `?lang=` is not a reader's choice: previews, the panels, the back-office. */
const PRIVATE_PAGES = new RegExp(`^(${PREVIEW_PATH}|${CMS_PREVIEW_PATH}|/admin|/cms)(/|$)`)

/** The language cookie: a year, every path, readable by the page (it is no secret). */
const remembered = (language: Language) => serialize(LANGUAGE_COOKIE, language, { path: '/', maxAge: 365 * 86_400, sameSite: 'lax', httpOnly: false })

/** Only same-site paths: a form that returns the visitor must never become an open redirect. */
export const safeReturnPath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && value.length < 2048 ? value : '/'

/**
 * The language switcher posts here (a plain form: works without JavaScript). Remembers the
 * choice for a year and returns to the page the visitor was on, at its address in the chosen
 * language (its canonical one).
 */
export const chooseLanguage =
  (payload: Payload): RequestHandler =>
  (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const language = isLanguage(body.language) ? body.language : null
    const back = safeReturnPath(body.returnTo)
    if (!language) return res.redirect(303, back)
    res.setHeader('set-cookie', remembered(language))
    addressIn(payload, back, language).then((to) => res.redirect(303, to), next)
  }

/**
 * The page's own address in a language (what its canonical and hreflang name): `?lang=` for all
 * but pt-BR, and an article's slug in that language where it is translated.
 */
async function addressIn(payload: Payload, path: string, language: Language): Promise<string> {
  const [pathname = '/', query = ''] = path.split('?')
  const article = /^\/post\/[^/]+\/((?:[1-9]\d{0,15}|[0-9a-f]{24}))$/.exec(pathname)
  if (!article) return localizedPath(path, language)
  // Published articles only: the slug of a draft would name its unpublished title.
  const slugs = await publishedSlugs(payload, article[1]!).catch(() => null)
  const slug = slugs?.[language] ?? slugs?.[DEFAULT_LANGUAGE]
  return localizedPath(slug ? `${articleAddress(slug, article[1]!)}${query ? `?${query}` : ''}` : path, language)
}

import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { MEDIA_FILE_PATH, contentSecurityPolicy } from './contentSecurity'
import { feedsRouter } from './feeds'
import { translatorFor } from '../../locales/i18n'
import { chooseLanguage, followCompanyLanguage, resolveLanguage, siteLanguage } from './language'
import { chooseConsent, resolveConsent } from './consent'
import { pageCache } from './pageCache'
import { formerAddresses } from './redirects'
import { brotliStaticAssets } from './staticAssets'
import { stylesheetReader } from './inlineStyles'
import { PREVIEW_PATH } from '../../domain/articles'
import { CONSENT_PATH } from '../../domain/site'
import { BRAND_MARK_PATH, BRAND_MARK_SVG } from '../../domain/brand'
import { formPosts, resolveFormResult } from './formPosts'
import { HSTS, SITE_HELMET } from './securityHeaders'

/**
 * Everything outside /api: security headers, the language switcher and the cookie banner's
 * form, language and consent resolution,
 * the feeds, and the page cache in front of Next (the site, /admin, /cms, /cms-api).
 */
type SiteOptions = {
  staticDir?: string
  cachePages?: boolean
  /** The REST contract's router and the origins a page posts from: public forms without JavaScript go through it. */
  forms?: { contract: RequestHandler; trustedOrigins: string[] }
}

export function siteRouter(payload: Payload, next: RequestHandler, options: SiteOptions = {}): Router {
  const router = Router()
  // Build assets (scripts, stylesheets, fonts, named by their content's hash) need two headers,
  // not a page's: no CSP with a fresh nonce and no framing or referrer rules, which only
  // documents read. That was 1 KB on every font and script a phone waits for (issue #32).
  const brotli = options.staticDir ? brotliStaticAssets(options.staticDir) : null
  router.use('/_next/static', (req, res, done) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    const toNext = () => {
      req.url = req.originalUrl
      next(req, res, done)
    }
    if (brotli) brotli(req, res, toNext)
    else toNext()
  })
  router.use(helmet(SITE_HELMET))
  // Media files are the public images that newsletters and other sites show: helmet's
  // same-origin resource policy made browsers drop them from web mail (the cover stayed empty).
  router.use(MEDIA_FILE_PATH, (_req, res, next) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    next()
  })
  // A preview link is a private, expiring address: never indexed, stored or sent on as a Referer.
  router.use(PREVIEW_PATH, (_req, res, next) => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    res.setHeader('Referrer-Policy', 'no-referrer')
    res.setHeader('Cache-Control', 'private, no-store')
    next()
  })
  router.use(contentSecurityPolicy)
  // HSTS only where the visitor reached us over HTTPS (a TLS proxy says so in X-Forwarded-Proto).
  router.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
    next()
  })
  // The icon the panels link to; public pages carry it inline (domain/brand.ts).
  router.get(BRAND_MARK_PATH, (_req, res) => {
    res.type('image/svg+xml').setHeader('cache-control', 'public, max-age=86400')
    res.send(BRAND_MARK_SVG)
  })
  router.post('/language', express.urlencoded({ extended: false, limit: '2kb' }), chooseLanguage(payload))
  router.post(CONSENT_PATH, express.urlencoded({ extended: false, limit: '2kb' }), chooseConsent)
  followCompanyLanguage(payload)
  router.use(resolveLanguage)
  router.use(resolveConsent)
  router.use(resolveFormResult)
  const feeds = feedsRouter(payload)
  const render: RequestHandler = (req, res, done) => feeds(req, res, (error?: unknown) => (error ? done(error) : next(req, res, done)))
  if (options.forms) router.use(formPosts(options.forms.contract, render, options.forms.trustedOrigins))
  router.use(formerAddresses(payload))
  // In development every request renders, so code changes show at once.
  router.use(options.cachePages === false ? render : pageCache(payload, render, options.staticDir ? stylesheetReader(options.staticDir) : undefined))
  router.use(siteError(payload))
  return router
}

/** A failure outside Next (feeds, the cache) answers a short page in the visitor's language, never a stack. */
const siteError =
  (payload: Payload): ErrorRequestHandler =>
  (error, req, res, _next) => {
    payload.logger.error({ err: error, path: req.path }, 'site error')
    if (res.headersSent) return res.end()
    res.status(500).type('text/plain; charset=utf-8').setHeader('cache-control', 'no-store')
    res.send(translatorFor(siteLanguage(req))('errors.generic'))
  }

import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { contentSecurityPolicy } from './contentSecurity'
import { feedsRouter } from './feeds'
import { translatorFor } from '../../locales/i18n'
import { chooseLanguage, resolveLanguage, siteLanguage } from './language'
import { chooseConsent, resolveConsent } from './consent'
import { pageCache } from './pageCache'
import { formerAddresses } from './redirects'
import { brotliStaticAssets } from './staticAssets'
import { stylesheetReader } from './inlineStyles'
import { PREVIEW_PATH } from '../../domain/articles'
import { CONSENT_PATH } from '../../domain/site'

/**
 * Everything outside /api: security headers, the language switcher and the cookie banner's
 * form, language and consent resolution,
 * the feeds, and the page cache in front of Next (the site, /admin, /cms, /cms-api).
 */
export function siteRouter(payload: Payload, next: RequestHandler, options: { staticDir?: string; cachePages?: boolean } = {}): Router {
  const router = Router()
  if (options.staticDir) router.use('/_next/static', brotliStaticAssets(options.staticDir))
  router.use(
    helmet({
      // Set per response with a nonce (contentSecurity.ts), not helmet's static policy.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over HTTPS: on plain http it would only break local use.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )
  // Media files are the public images that newsletters and other sites show: helmet's
  // same-origin resource policy made browsers drop them from web mail (the cover stayed empty).
  router.use('/cms-api/media/file', (_req, res, next) => {
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
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  })
  router.post('/language', express.urlencoded({ extended: false, limit: '2kb' }), chooseLanguage(payload))
  router.post(CONSENT_PATH, express.urlencoded({ extended: false, limit: '2kb' }), chooseConsent)
  router.use(resolveLanguage)
  router.use(resolveConsent)
  router.use(formerAddresses(payload))
  const feeds = feedsRouter(payload)
  const render: RequestHandler = (req, res, done) => feeds(req, res, (error?: unknown) => (error ? done(error) : next(req, res, done)))
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

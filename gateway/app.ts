import type { RequestListener } from 'node:http'
import express, { type Express, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { readEnv } from '../config/env'
import { trustedOrigins } from '../config/origins'
import { CLIENT_ADDRESS_HEADER } from '../services/auth/clientAddress'
import { sameOriginWrites } from './http/sameOrigin'
import { jsonBody } from './http/jsonBody'
import { cmsPreview } from './cmsPreview'
import { closeFirstUserForm } from './setupGate'
import { CMS_PREVIEW_PATH } from '../domain/articles'
import { createRateLimits, type RateLimitOptions } from './http/rateLimits'
import { errorHandler, methodGuard, notFound } from './middleware/errors'
import { contractRouter } from './router'
import { healthRouter } from './routes/health'
import { closeWhileDraining } from './draining'
import { handlers } from './routes'
import { siteRouter } from './site'
import { refuseMalformedPath } from './site/malformedPath'
import { withStoredAnswers } from './http/storedAnswers'
import { withStoredPages, type ProxyTrust } from './site/storedPages'
import { withWriteScope } from '../services/system/writeScope'

type AppOptions = {
  payload: Payload
  /** Everything that is not /api (Next: the site, /admin, /cms, /cms-api). */
  fallback?: RequestHandler
  /** Next's build assets, served Brotli-compressed (production only). */
  staticDir?: string
  /** The public page cache; off in development. */
  cachePages?: boolean
  /** Per-IP limits; tests raise them so a suite on 127.0.0.1 never trips them by accident. */
  rateLimits?: RateLimitOptions
  /** Whether the instance is warm (gateway/warmUp.ts): until then health answers 503 'starting'. Always, by default. */
  readiness?: () => boolean
}

/**
 * Whose X-Forwarded-For and X-Forwarded-Proto are believed: this machine always, plus the
 * balancers listed in TRUSTED_PROXIES (addresses or CIDRs). Behind a balancer on another host
 * every visitor otherwise had the balancer's address, so one visitor's failures locked out all.
 */
export const trustedProxies = (listed: string | undefined): string[] => [
  'loopback',
  ...(listed ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
]

/** The Express app: the gateway under /api, everything else handed on. Testable without Next. */
export function createApp({ payload, fallback, rateLimits, staticDir, cachePages, readiness }: AppOptions): Express {
  const env = readEnv()
  const limits = rateLimits ?? { windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000, max: env.RATE_LIMIT_MAX }
  const app = express()
  app.disable('x-powered-by')
  app.use(closeWhileDraining)
  app.set('trust proxy', trustedProxies(env.TRUSTED_PROXIES))

  // Body parsers stay scoped to /api: a global JSON parser breaks Payload REST POSTs via Next.
  const api = express.Router()
  // HSTS and upgrade-insecure-requests only where the caller came over HTTPS (issue #29: /api
  // sent both over plain HTTP, where they only break local use), as the pages already do.
  api.use(helmet({ strictTransportSecurity: false, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }))
  api.use((req, res, next) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  })
  api.use(jsonBody)
  api.use(methodGuard)
  api.use(healthRouter(payload, readiness))
  // One contract router: /api, and the site's forms posted without JavaScript (gateway/site/formPosts.ts).
  const contract = contractRouter(payload, handlers, limits, { activityLog: env.ACTIVITY_LOG === 'on' })
  api.use(contract)
  api.use(notFound)
  api.use(errorHandler((err) => payload.logger.error({ err }, 'gateway error')))
  app.use('/api', api)
  app.use(refuseMalformedPath)

  // Payload's hooks see the client's address as the gateway does (its login guard counts per client).
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? 'unknown'
    next()
  })
  app.use(sameOriginWrites(trustedOrigins(env)))
  // Payload's own login and forgot-password (the /cms panels) get the gateway's limits too.
  const cmsLimits = createRateLimits(limits)
  app.post('/cms-api/users/login', cmsLimits.login)
  app.post('/cms-api/users/forgot-password', cmsLimits.recover)

  app.use(closeFirstUserForm(payload))
  app.get(`${CMS_PREVIEW_PATH}/:id`, cmsPreview(payload))
  if (fallback) app.use(siteRouter(payload, fallback, { staticDir, cachePages, forms: { contract, trustedOrigins: trustedOrigins(env) } }))
  return app
}

/** What the server listens with: the app, with the kept answers of the hottest reads and the stored pages in front. */
export function createListener(options: AppOptions): RequestListener {
  const app = createApp(options)
  const listener = app as unknown as RequestListener
  // Stored pages ahead of Express too (gateway/site/storedPages.ts), wherever the site keeps them.
  const site = options.fallback && options.cachePages !== false ? withStoredPages(listener, app.get('trust proxy fn') as ProxyTrust) : listener
  const answered = withStoredAnswers(options.payload, site)
  // Each request in a scope of its own, for SQLite's one writer (services/system/writeScope.ts).
  return (req, res) => withWriteScope(() => answered(req, res))
}

import express, { type Express, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { errorHandler, notFound } from './middleware/errors'
import { healthRouter } from './routes/health'

export type AppOptions = {
  payload: Payload
  /** Everything that is not /api (Next: the site, /admin, /cms, /cms-api). */
  fallback?: RequestHandler
}

/** The Express app: the gateway under /api, everything else handed on. Testable without Next. */
export function createApp({ payload, fallback }: AppOptions): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  // Body parsers stay scoped to /api: a global JSON parser breaks Payload REST POSTs via Next.
  const api = express.Router()
  api.use(helmet())
  api.use(express.json({ limit: '256kb' }))
  api.use(healthRouter(payload))
  api.use(notFound)
  api.use(errorHandler((err) => payload.logger.error({ err }, 'gateway error')))
  app.use('/api', api)

  if (fallback) app.use(fallback)
  return app
}

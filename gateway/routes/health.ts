import { Router } from 'express'
import type { Payload } from 'payload'
import pkg from '../../package.json' with { type: 'json' }
import { errorBody } from '../../contract/errors'
import type { Health } from '../../contract/health'
import { databaseKindOf } from '../../services/system/databaseKind'
import { isDraining } from '../draining'

/** GET /api/health: liveness plus which database answers (a cheap query proves it); 503 while draining. */
export function healthRouter(payload: Payload): Router {
  const router = Router()
  router.get('/health', async (_req, res) => {
    try {
      await payload.count({ collection: 'roles', overrideAccess: true })
      const body: Health = { status: isDraining() ? 'draining' : 'ok', db: databaseKindOf(payload), version: pkg.version }
      res.status(isDraining() ? 503 : 200).json(body)
    } catch {
      res.status(503).json(errorBody('DB_UNAVAILABLE', 'Database unavailable'))
    }
  })
  return router
}

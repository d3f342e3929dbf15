import { Router } from 'express'
import type { Payload } from 'payload'
import pkg from '../../package.json' with { type: 'json' }
import { errorBody } from '../../contract/errors'
import type { Health } from '../../contract/health'
import { databaseKindOf } from '../../services/system/databaseKind'
import { isDraining } from '../draining'

/** GET /api/health: liveness plus which database answers (a cheap query proves it); 503 while draining, and while the instance warms up (gateway/warmUp.ts). */
export function healthRouter(payload: Payload, readiness: () => boolean = () => true): Router {
  const router = Router()
  router.get('/health', async (_req, res) => {
    try {
      await payload.count({ collection: 'roles', overrideAccess: true })
      const status: Health['status'] = isDraining() ? 'draining' : readiness() ? 'ok' : 'starting'
      const body: Health = { status, db: databaseKindOf(payload), version: pkg.version }
      res.status(status === 'ok' ? 200 : 503).json(body)
    } catch {
      res.status(503).json(errorBody('DB_UNAVAILABLE', 'Database unavailable'))
    }
  })
  return router
}

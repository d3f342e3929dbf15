import { Router } from 'express'
import type { Payload } from 'payload'
import pkg from '../../package.json' with { type: 'json' }
import { databaseKindOf } from '../../services/system/databaseKind'

/** GET /api/health: liveness plus which database answers (a cheap query proves it). */
export function healthRouter(payload: Payload): Router {
  const router = Router()
  router.get('/health', async (_req, res) => {
    try {
      await payload.count({ collection: 'roles', overrideAccess: true })
      res.json({ status: 'ok', db: databaseKindOf(payload), version: pkg.version })
    } catch {
      res.status(503).json({ error: true, code: 'DB_UNAVAILABLE', message: 'Database unavailable', status: 'error', db: databaseKindOf(payload), version: pkg.version })
    }
  })
  return router
}

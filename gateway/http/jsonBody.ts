import express, { type Request } from 'express'
import { ROUTES } from '../../contract/routes'
import type { RouteSpec } from '../../contract/route'

/**
 * Routes whose body is a file sent as it is (an export to import): never read as JSON, whatever
 * Content-Type the caller gave it. A Ghost export posted as `application/json` was parsed (and
 * refused past 256 KB) before the import could stream it: "the file is empty" (issue #64).
 */
const FILE_BODIES = new Set(
  (Object.values(ROUTES) as RouteSpec[]).filter((spec) => spec.requestType && !spec.body).map((spec) => `${spec.method.toUpperCase()} ${spec.path}`),
)

const JSON_TYPE = /^\s*application\/json\s*(;|$)/i

/** /api's JSON body parser: `application/json` bodies, except on the routes that take a file. */
export const jsonBody = express.json({
  limit: '256kb',
  type: (req) => JSON_TYPE.test(String(req.headers['content-type'] ?? '')) && !FILE_BODIES.has(`${req.method} ${(req as Request).path}`),
})

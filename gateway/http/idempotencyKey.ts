import type { Request } from 'express'
import type { Payload } from 'payload'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, isIdempotentRoute } from '../../contract/idempotency'
import type { RouteSpec } from '../../contract/route'
import { idempotency } from '../../services/idempotency'
import { badRequest } from './HttpError'
import type { Principal } from './principal'

/**
 * The Idempotency-Key of a POST a staff user or an integrator sends (issue #47, item 4), bound to
 * its caller and route; null when the route does not take one or the request carries none.
 * `request` is what the route read: its path parameters, query and parsed body.
 */
export function keyedRequest(payload: Payload, route: string, spec: RouteSpec, principal: Principal, req: Request, request: unknown) {
  const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()]
  if (header === undefined || !isIdempotentRoute(spec) || principal.kind === 'anonymous') return null
  const key = Array.isArray(header) ? header.join(',') : header
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest([{ field: IDEMPOTENCY_HEADER, message: 'idempotencyKeyInvalid' }])
  const caller = principal.kind === 'user' ? `user:${principal.user.id}` : `credential:${principal.credentialId}`
  return idempotency(payload, { caller, route, key, request })
}

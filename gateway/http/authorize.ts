import type { Payload } from 'payload'
import { canUseAnyRoute, type RouteSubject } from '../../access/canUseRoute'
import { getRoleMap } from '../../access/roleMap'
import type { RouteSpec } from '../../contract/route'
import { forbidden, HttpError, unauthorized } from './HttpError'
import type { Principal } from './principal'

/** Whether an integrator's token carries a product the route admits. */
export function integratorMayCall(spec: RouteSpec, principal: Principal & { kind: 'integrator' }): boolean {
  const products = 'routes' in spec.access ? (spec.access.products ?? []) : []
  return products.some((product) => principal.products.includes(product))
}

/** The one permission check of the gateway, driven by the route table's `access`. */
export async function authorize(payload: Payload, spec: RouteSpec, principal: Principal, params: Record<string, string>): Promise<void> {
  const access = spec.access
  // The panels' session is the handler's to read (gateway/http/panelSession.ts): its caller has no bearer token.
  if ('public' in access || 'panels' in access) return
  if (principal.kind === 'anonymous') throw unauthorized()
  if (principal.kind === 'integrator') {
    if (!integratorMayCall(spec, principal)) throw forbidden()
    return
  }
  const { user } = principal
  if (user.status === 'first-access') {
    if ('signedIn' in access && access.firstAccess) return
    throw new HttpError(403, 'FORBIDDEN', 'firstAccessRequired')
  }
  if ('signedIn' in access) return
  if (access.self && params.id !== undefined && params.id === String(user.id)) return
  if (!canUseAnyRoute(user as RouteSubject, access.routes, await getRoleMap(payload))) throw forbidden()
}

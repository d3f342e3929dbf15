import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { canUseAnyRoute } from './canUseRoute'
import { getRoleMap } from './roleMap'
import type { AdminRoute } from '../domain/access'

/** Does the request's user hold any of these admin routes? */
async function requestHasRoute(req: PayloadRequest, routes: readonly AdminRoute[]): Promise<boolean> {
  if (!req.user || req.user.collection !== 'users') return false
  return canUseAnyRoute(req.user, routes, await getRoleMap(req.payload))
}

/** Allowed only to users holding one of the routes. */
export const byRoute =
  (...routes: AdminRoute[]): Access =>
  ({ req }) =>
    requestHasRoute(req, routes)

/** Users holding a route see everything; everyone else (anonymous included) sees `where`. */
export const routeOrWhere =
  (where: Where, ...routes: AdminRoute[]): Access =>
  async ({ req }) =>
    (await requestHasRoute(req, routes)) ? true : where

/** Users holding a route see everything; a signed-in user sees their own document. */
export const routeOrSelf =
  (...routes: AdminRoute[]): Access =>
  async ({ req }) => {
    if (await requestHasRoute(req, routes)) return true
    if (req.user?.collection === 'users' && req.user.status === 'active') {
      return { id: { equals: req.user.id } }
    }
    return false
  }

/** Everyone, anonymous included: for documents the public site shows as they are. */
export const anyone: Access = () => true

/** Field-level: only users holding the route may set or change the field. */
export const fieldByRoute =
  (...routes: AdminRoute[]): FieldAccess =>
  ({ req }) =>
    requestHasRoute(req, routes)

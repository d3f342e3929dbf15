import { ADMIN_ROUTES, ALWAYS_ALLOWED_ROUTES, AREA_ROUTES, type AccessArea, type AdminRoute } from '../domain/access'

/** The part of a user that decides access. */
export type RouteSubject = {
  permission?: string | null
  status?: string | null
  access?: readonly string[] | null
}

/** Role name -> routes, as stored in the `roles` collection (defaults to AREA_ROUTES). */
export type RoleMap = Readonly<Record<string, readonly AdminRoute[]>>

export const DEFAULT_ROLE_MAP: RoleMap = AREA_ROUTES

type RoleEntry = { name: string; active_routes: AdminRoute[] }

/** Only active accounts act; first-access users may only choose their password. */
const canAct = (user: RouteSubject | null | undefined): user is RouteSubject => Boolean(user) && user?.status === 'active'

/**
 * The roles a user holds, as user-active-routes returns them. Permission `admin` is given
 * as one synthesized role holding every route, so the browser guard (which reads only
 * `roles[].active_routes`) agrees with the server.
 */
export function rolesOf(user: RouteSubject | null | undefined, roleMap: RoleMap = DEFAULT_ROLE_MAP): RoleEntry[] {
  if (!canAct(user)) return []
  const roles: RoleEntry[] = [{ name: 'profile', active_routes: [...ALWAYS_ALLOWED_ROUTES] }]
  if (user.permission === 'admin') {
    roles.push({ name: 'admin', active_routes: [...ADMIN_ROUTES] })
  }
  for (const area of user.access ?? []) {
    const routes = roleMap[area as AccessArea]
    if (routes) roles.push({ name: area, active_routes: [...routes] })
  }
  return roles
}

/** May this user use admin route R? The one rule behind every permission check. */
export function canUseRoute(user: RouteSubject | null | undefined, route: AdminRoute, roleMap: RoleMap = DEFAULT_ROLE_MAP): boolean {
  return rolesOf(user, roleMap).some((role) => role.active_routes.includes(route))
}

/** True when the user holds at least one of the routes (an endpoint serving several screens). */
export function canUseAnyRoute(user: RouteSubject | null | undefined, routes: readonly AdminRoute[], roleMap: RoleMap = DEFAULT_ROLE_MAP): boolean {
  const roles = rolesOf(user, roleMap)
  return routes.some((route) => roles.some((role) => role.active_routes.includes(route)))
}

import type { Payload } from 'payload'
import { DEFAULT_ROLE_MAP, type RoleMap } from './canUseRoute'
import type { AdminRoute } from '../domain/access'

/**
 * Roles live in the database (editable by admins) but are read on every access check, so
 * the map is cached per process and dropped by the roles collection's hooks. The cache sits
 * on globalThis because Next's bundle and the Express bundle may each hold a copy of this
 * module while sharing one Payload instance.
 */
const CACHE = Symbol.for('corporate-site.roleMap')
type Cache = { map: RoleMap; at: number } | undefined
const store = globalThis as unknown as Record<symbol, Cache>

const TTL_MS = 30_000

export function invalidateRoleMap(): void {
  store[CACHE] = undefined
}

export async function getRoleMap(payload: Payload): Promise<RoleMap> {
  const cached = store[CACHE]
  if (cached && Date.now() - cached.at < TTL_MS) return cached.map
  const { docs } = await payload.find({
    collection: 'roles',
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true, // internal read of the role table itself
  })
  const map: Record<string, readonly AdminRoute[]> = { ...DEFAULT_ROLE_MAP }
  for (const role of docs) {
    map[role.name] = role.active_routes ?? []
  }
  store[CACHE] = { map, at: Date.now() }
  return map
}

import type { Payload } from 'payload'
import { AREA_ROUTES } from '../../domain/access'

/** Creates any of the five area roles that is missing; never changes an edited one. Every start. */
export async function ensureRoles(payload: Payload): Promise<void> {
  const { docs } = await payload.find({ collection: 'roles', limit: 100, depth: 0, overrideAccess: true })
  const existing = new Set(docs.map((role) => role.name))
  for (const [name, routes] of Object.entries(AREA_ROUTES)) {
    if (existing.has(name)) continue
    await payload.create({ collection: 'roles', data: { name, active_routes: [...routes] }, overrideAccess: true })
  }
}

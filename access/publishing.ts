import type { Access, PayloadRequest, Where } from 'payload'
import { canUseRoute } from './canUseRoute'
import { getRoleMap } from './roleMap'
import { byRoute } from './predicates'
import { ARTICLE_STATUSES, LIVE_STATUSES } from '../domain/articles'

/**
 * A writer (issue #45, item 4): a staff user who holds the article screens but not
 * `publish-articles`. Integrators and the system (no staff user) publish as before: their
 * credential's product is what decides.
 */
export async function isWriter(req: Pick<PayloadRequest, 'user' | 'payload'>): Promise<boolean> {
  const user = req.user
  if (!user || user.collection !== 'users') return false
  return !canUseRoute(user, 'publish-articles', await getRoleMap(req.payload))
}

/** The statuses a writer's own article may be in for them to change or delete it. */
const NOT_LIVE = ARTICLE_STATUSES.filter((status) => !LIVE_STATUSES.includes(status))

/**
 * Editors change every article; a writer only their own that is not live (a draft, or one in
 * review). Payload answers 403 to a writer's change of anything else, /cms included.
 */
export const articleChangeAccess =
  (...routes: Parameters<typeof byRoute>): Access =>
  async (args) => {
    if (!(await byRoute(...routes)(args))) return false
    if (!(await isWriter(args.req))) return true
    const mine: Where = { and: [{ author: { equals: args.req.user!.id } }, { status: { in: NOT_LIVE } }] }
    return mine
  }

/** The access areas whose role lists `publish-articles`: with admins, who reviews a submission. */
export async function publishingAreas(payload: PayloadRequest['payload']): Promise<string[]> {
  return Object.entries(await getRoleMap(payload))
    .filter(([, routes]) => routes.includes('publish-articles'))
    .map(([area]) => area)
}

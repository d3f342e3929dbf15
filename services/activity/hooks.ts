import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { clientAddress } from '../auth/clientAddress'
import { changedFields } from './changes'
import { recordActivity } from './record'
import { activityScope, type ActivityActor } from './scope'

type Doc = Record<string, unknown>

/** A document's name for the log: its title, name, e-mail or description, as it was then. */
export function labelOf(doc: Doc | null | undefined): string | null {
  for (const field of ['title', 'full_name', 'name', 'email', 'description', 'pathname', 'question']) {
    const value = doc?.[field]
    if (typeof value === 'string' && value) return value
  }
  return null
}

/** The staff user a /cms request acts as. */
export const userActor = (user: { id: number | string; email?: unknown; full_name?: unknown }): ActivityActor => ({
  kind: 'user',
  user: user.id,
  name: typeof user.email === 'string' ? user.email : null,
})

/**
 * Notes a change: inside a gateway call, into its scope (the router writes the call's entry);
 * from /cms, as an entry of its own in the save's transaction. Saves made by the system (the
 * seed, jobs, a visitor's form) are not staff actions and are not recorded.
 */
async function note(req: PayloadRequest, kind: string, verb: 'created' | 'updated' | 'deleted', before: Doc | null, after: Doc | null) {
  const doc = after ?? before
  const target = { kind, id: doc?.id === undefined ? null : String(doc.id), label: labelOf(doc) }
  const changes = changedFields(before, after)
  const scope = activityScope()
  if (scope) {
    scope.noted.push({ ...target, changes })
    return
  }
  if (req.user?.collection !== 'users' || (verb === 'updated' && !changes.length)) return
  await recordActivity(
    req.payload,
    { action: `${kind}.${verb}`, channel: 'cms', actor: userActor(req.user), address: clientAddress(req), target, changes },
    req,
  )
}

/** The hooks that record a collection's changes as `<kind>.created|updated|deleted`. */
export const activityHooks = (kind: string): NonNullable<CollectionConfig['hooks']> => ({
  afterChange: [
    async ({ doc, previousDoc, operation, req }) => {
      await note(req, kind, operation === 'create' ? 'created' : 'updated', operation === 'create' ? null : (previousDoc as Doc), doc as Doc)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await note(req, kind, 'deleted', doc as Doc, null)
    },
  ],
})

/** The hook that records a global's changes as `settings.<name>_updated`. */
export const globalActivityHooks = (name: string): NonNullable<GlobalConfig['hooks']> => ({
  afterChange: [
    async ({ doc, previousDoc, req }) => {
      await note(req, 'settings', 'updated', { ...(previousDoc as Doc), id: name }, { ...(doc as Doc), id: name })
      return doc
    },
  ],
})

/** A refused sign-in to /cms: Payload's login answered 401 (or a lock, 423, or a slow-down, 429). */
const cmsSignInRefused = async ({ error, req }: { error: Error; req: PayloadRequest }) => {
  if (activityScope() || !/\/users\/login$/.test(new URL(req.url ?? '/', 'http://site').pathname)) return
  if (![401, 423, 429].includes((error as Error & { status?: number }).status ?? 0)) return
  const tried = (req.data as { email?: unknown } | undefined)?.email
  const name = typeof tried === 'string' ? tried.trim().toLowerCase().slice(0, 160) : null
  await recordActivity(req.payload, {
    action: 'auth.sign_in_failed',
    outcome: 'failure',
    channel: 'cms',
    actor: { kind: 'anonymous', name },
    address: clientAddress(req),
    target: null,
    changes: [],
  }).catch((err: unknown) => req.payload.logger.error({ err }, 'activity log: entry not written'))
}

/** Sign-in and sign-out in /cms (the gateway's own are recorded by the router), refused sign-ins included. */
export const signInActivityHooks = {
  afterError: [cmsSignInRefused],
  afterLogin: [
    async ({ req, user }: { req: PayloadRequest; user: Doc }) => {
      if (activityScope()) return
      const actor = userActor(user as { id: number | string; email?: unknown })
      // In the sign-in's transaction: a second connection would wait on the user row it holds.
      await recordActivity(req.payload, { action: 'auth.signed_in', channel: 'cms', actor, address: clientAddress(req), target: null, changes: [] }, req)
    },
  ],
  afterLogout: [
    async ({ req }: { req: PayloadRequest }) => {
      if (activityScope() || req.user?.collection !== 'users') return
      await recordActivity(req.payload, {
        action: 'auth.signed_out',
        channel: 'cms',
        actor: userActor(req.user),
        address: clientAddress(req),
        target: null,
        changes: [],
      })
    },
  ],
}

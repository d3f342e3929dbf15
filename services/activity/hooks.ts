import type { CollectionAfterChangeHook, CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { pageChangeKey } from '../../domain/pages'
import { clientAddress } from '../auth/clientAddress'
import { changedFields } from './changes'
import { recordActivity } from './record'
import { activityScope, type ActivityActor } from './scope'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'

type Doc = Record<string, unknown>
type Languages = { localized: Set<string>; locale: string }

/** A stored value that holds every language at once ({ 'pt-BR': …, en: … }), as a restore hands the previous document. */
const everyLanguage = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value as object).length > 0 &&
  Object.keys(value as object).every((key) => (CONTENT_LOCALES as readonly string[]).includes(key))

/** A document as the saved language shows it, so the log compares like with like (never a JSON of every language). */
function inLanguage(doc: Doc | null, { localized, locale }: Languages): Doc | null {
  if (!doc) return doc
  const out = { ...doc }
  for (const name of localized) if (everyLanguage(out[name])) out[name] = (out[name] as Record<string, unknown>)[locale] ?? null
  return out
}

/** The language a save wrote, when it is a translation (the source language's saves name none). */
const savedLanguage = (req: PayloadRequest) => (typeof req.locale === 'string' && req.locale !== 'all' ? req.locale : DEFAULT_CONTENT_LOCALE)

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
async function note(
  req: PayloadRequest,
  kind: string,
  verb: 'created' | 'updated' | 'deleted',
  before: Doc | null,
  after: Doc | null,
  languages: Languages = { localized: new Set(), locale: DEFAULT_CONTENT_LOCALE },
) {
  const doc = after ?? before
  const target = { kind, id: doc?.id === undefined ? null : String(doc.id), label: labelOf(doc) }
  // A translation's fields are named with their language: "title (en)" says which text changed.
  const changes = changedFields(inLanguage(before, languages), inLanguage(after, languages)).map((c) =>
    languages.locale !== DEFAULT_CONTENT_LOCALE && languages.localized.has(c.field) ? { ...c, field: `${c.field} (${languages.locale})` } : c,
  )
  const scope = activityScope()
  if (scope?.each) {
    const { channel, action } = scope.each
    await recordActivity(
      req.payload,
      { action: `${kind}.${action === 'verb' ? verb : action}`, channel, actor: scope.actor, address: null, target, changes },
      req,
    )
    return
  }
  if (scope) {
    scope.noted.push({ ...target, changes })
    return
  }
  if (req.user?.collection !== 'users' || (verb === 'updated' && !changes.length)) return
  await recordActivity(
    req.payload,
    { action: `${kind}.${verb}`, channel: doorOf(req), actor: userActor(req.user), address: clientAddress(req), target, changes },
    req,
  )
}

/**
 * The door of a signed-in write outside the gateway: the /cms panels (Payload's own screens, whose
 * requests come from a /cms page), or Payload's REST API called from elsewhere (a script, a tool).
 */
function doorOf(req: PayloadRequest): 'cms' | 'cms-api' {
  const from = req.headers?.get?.('referer')
  try {
    return from && new URL(from).pathname.startsWith('/cms') && new URL(from).pathname !== '/cms-api' && !new URL(from).pathname.startsWith('/cms-api/')
      ? 'cms'
      : 'cms-api'
  } catch {
    return 'cms-api'
  }
}

/** The hooks that record a collection's changes as `<kind>.created|updated|deleted`. */
export const activityHooks = (kind: string): NonNullable<CollectionConfig['hooks']> => ({
  afterChange: [
    async ({ doc, previousDoc, operation, req, collection }) => {
      const localized = new Set(collection.flattenedFields.flatMap((f) => ('localized' in f && f.localized ? [f.name] : [])))
      const languages = { localized, locale: savedLanguage(req) }
      await note(req, kind, operation === 'create' ? 'created' : 'updated', operation === 'create' ? null : (previousDoc as Doc), doc as Doc, languages)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await note(req, kind, 'deleted', doc as Doc, null)
    },
  ],
})

/**
 * A page's entries (issue #43, item 2): its creation, deletion, and each save that changed the
 * published page (publish, unpublish, an edit of the live page, a restore). Drafts and the
 * editor's autosave every two seconds stay in the page's history, not in the log.
 */
export const pageActivityHooks = (): NonNullable<CollectionConfig['hooks']> => {
  const all = activityHooks('page')
  const [record] = all.afterChange as CollectionAfterChangeHook[]
  const published: CollectionAfterChangeHook = (args) =>
    args.operation === 'create' || args.req.context[pageChangeKey(args.doc.id)] ? record!(args) : args.doc
  return { afterChange: [published], afterDelete: all.afterDelete }
}

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
      // In the sign-out's transaction: on SQLite a second writer would wait on the lock it holds.
      await recordActivity(
        req.payload,
        { action: 'auth.signed_out', channel: 'cms', actor: userActor(req.user), address: clientAddress(req), target: null, changes: [] },
        req,
      )
    },
  ],
}

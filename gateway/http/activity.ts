import type { Request } from 'express'
import type { Payload } from 'payload'
import { ACTIVITY_ON_FAILURE, activityAction } from '../../contract/activity'
import type { RouteId } from '../../contract/routes'
import type { RouteSpec } from '../../contract/route'
import { labelOf, userActor } from '../../services/activity/hooks'
import { recordActivity } from '../../services/activity/record'
import type { ActivityActor, ActivityScope, NotedChange } from '../../services/activity/scope'
import type { HandlerResult } from './handler'
import type { Principal } from './principal'

/** The field of a sign-in body that names who tried (never the password or the secret). */
const triedName = (body: unknown) => {
  const { email, accessKey } = (body && typeof body === 'object' ? body : {}) as { email?: unknown; accessKey?: unknown }
  const name = typeof email === 'string' ? email : typeof accessKey === 'string' ? accessKey : null
  return name ? name.trim().toLowerCase().slice(0, 160) : null
}

/** A gateway call gets a scope when it can change something (or is recorded though it reads: exports). */
export function scopeFor(id: RouteId, spec: RouteSpec, principal: Principal, req: Request): ActivityScope | null {
  if (spec.method === 'get' && !activityAction(id, undefined)) return null
  const actor: ActivityActor =
    principal.kind === 'user'
      ? userActor(principal.user)
      : principal.kind === 'integrator'
        ? { kind: 'credential', credential: principal.credentialId, name: principal.name }
        : { kind: 'anonymous', name: triedName(req.body) }
  return { actor, address: req.ip ?? null, noted: [] }
}

/** The changes noted for the call's target: its own document's, else the first of its kind. */
function changesOf(noted: NotedChange[], kind: string, id: string | null) {
  return noted.find((n) => n.kind === kind && (id === null || n.id === id)) ?? noted.find((n) => n.kind === kind) ?? null
}

/** Who the entry names: the one who signed in, or the credential that got a token, once known. */
function actorAfter(id: RouteId, scope: ActivityScope, result: HandlerResult | null): ActivityActor {
  const data = result?.data as { id?: number | string; email?: unknown } | undefined
  if (id === 'login' && data?.id !== undefined) return userActor({ id: data.id, email: data.email })
  const credential = id === 'credentialToken' ? scope.noted.find((n) => n.kind === 'credential') : undefined
  if (credential?.id) return { kind: 'credential', credential: credential.id, name: credential.label }
  return scope.actor
}

/**
 * A newsletter entry names the article it mails (a send's own number says nothing to a reader):
 * the test and the send take the article in their body, a send's control answers with it.
 */
async function newsletterArticle(payload: Payload, body: unknown, data: Record<string, unknown> | null | undefined) {
  const answered = data?.article as { id?: number | string; title?: string | null } | undefined
  const asked = (body as { article?: unknown } | undefined)?.article
  const id = answered?.id ?? (typeof asked === 'string' || typeof asked === 'number' ? asked : undefined)
  if (id === undefined) return null
  const title =
    answered?.title ??
    (await payload
      .findByID({ collection: 'articles', id, depth: 0, select: { title: true }, overrideAccess: true })
      .then((a) => a.title ?? null)
      .catch(() => null))
  return { kind: 'article', id: String(id), label: title }
}

/**
 * Writes the call's entry: after a success of a recorded call, or a refused sign-in or token
 * exchange. A failure to write is logged and does not undo the call (its change is made).
 */
export async function recordCall(
  payload: Payload,
  id: RouteId,
  scope: ActivityScope,
  outcome: { result: HandlerResult; params: Record<string, unknown>; body: unknown } | { failedWith: number },
) {
  const failed = 'failedWith' in outcome
  const action = failed ? ([401, 403, 423, 429].includes(outcome.failedWith) ? (ACTIVITY_ON_FAILURE[id] ?? null) : null) : activityAction(id, outcome.body)
  if (!action) return
  const kind = action.split('.')[0]!
  const params = failed ? {} : outcome.params
  const data = failed ? undefined : (outcome.result.data as Record<string, unknown> | null | undefined)
  const asked = params.id ?? params.key ?? data?.id
  const noted = changesOf(scope.noted, kind, asked === undefined || asked === null ? null : String(asked))
  const targetId = asked !== undefined && asked !== null ? String(asked) : (noted?.id ?? null)
  const label = noted?.label ?? labelOf(data ?? null)
  const about = kind === 'newsletter' && !failed ? await newsletterArticle(payload, outcome.body, data) : null
  await recordActivity(payload, {
    action,
    outcome: failed ? 'failure' : 'success',
    channel: 'api',
    actor: failed ? scope.actor : actorAfter(id, scope, outcome.result),
    address: scope.address,
    target: kind === 'auth' ? null : (about ?? { kind, id: targetId, label }),
    changes: noted?.changes ?? [],
  }).catch((err: unknown) => payload.logger.error({ err, action }, 'activity log: entry not written'))
}

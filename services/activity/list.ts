import type { Payload, Where } from 'payload'
import type { ActivityQuery } from '../../contract/activity'
import type { ActivityChange } from '../../domain/activity'
import type { ActivityLog } from '../../payload-types'
import { COUNTER, counters } from '../counters'
import { countedOr, keyset, keysetMeta } from '../keyset'
import { filterId, refId } from '../relationId'
import { DEEP_OFFSET, deepPage } from '../shared/deepPage'

const ORDER = ['createdAt']

function toEntry(doc: ActivityLog) {
  const actorId = doc.actorKind === 'credential' ? refId(doc.actorCredential) : refId(doc.actorUser)
  return {
    id: doc.id,
    at: doc.createdAt,
    action: doc.action,
    outcome: doc.outcome,
    channel: doc.channel,
    actor: { kind: doc.actorKind, id: actorId, name: doc.actorName ?? null },
    address: doc.address ?? null,
    target: doc.targetKind ? { kind: doc.targetKind, id: doc.targetId ?? null, label: doc.targetLabel ?? null } : null,
    changes: Array.isArray(doc.changes) ? (doc.changes as ActivityChange[]) : [],
  }
}

/**
 * One page of the activity log, newest first, filtered by actor, action (or kind of target),
 * target and period. Keyset paging on the createdAt index: a deep page costs what the first does.
 */
export async function listActivity(payload: Payload, q: ActivityQuery) {
  const ks = keyset(ORDER, q.cursor)
  const and: Where[] = []
  if (q.user) and.push({ actorUser: { equals: filterId(payload, q.user) } })
  if (q.credential) and.push({ actorCredential: { equals: filterId(payload, q.credential) } })
  if (q.actor) and.push({ actorName: { like: q.actor } })
  if (q.action) and.push(q.action.includes('.') ? { action: { equals: q.action } } : { kind: { equals: q.action } })
  if (q.targetId) and.push({ targetId: { equals: q.targetId } })
  if (q.from) and.push({ createdAt: { greater_than_equal: q.from } })
  if (q.to) and.push({ createdAt: { less_than_equal: q.to } })
  // Unfiltered, from the start: the total is the kept count of entries, not a count of the table.
  const kept = !and.length && !q.cursor ? counters(payload) : null
  if (ks.where) and.push(ks.where)
  if (!q.cursor && (q.page - 1) * q.limit >= DEEP_OFFSET) {
    const where = and.length ? { and } : undefined
    const docs = await deepPage<ActivityLog>(payload, 'activity-log', { where, sort: ks.sort, page: q.page, limit: q.limit, overrideAccess: true })
    const total = kept ? await kept.get(COUNTER.activity) : (await payload.count({ collection: 'activity-log', where, overrideAccess: true })).totalDocs
    return { data: docs.map(toEntry), meta: keysetMeta(ORDER, docs, q, total) }
  }
  const result = await payload.find({
    collection: 'activity-log',
    where: and.length ? { and } : undefined,
    sort: ks.sort,
    page: q.cursor ? 1 : q.page,
    limit: q.limit,
    pagination: !kept && ks.counts, // without it Payload counts; the limit still holds
    depth: 0,
    overrideAccess: true, // the route admits the security center only
  })
  const total = kept ? await kept.get(COUNTER.activity) : result.totalDocs
  return { data: result.docs.map(toEntry), meta: keysetMeta(ORDER, result.docs, q, countedOr(ks, total)) }
}

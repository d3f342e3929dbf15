import type { Payload, PayloadRequest } from 'payload'
import type { ActivityChange, ActivityChannel } from '../../domain/activity'
import type { ActivityActor, ActivityTarget } from './scope'

export type ActivityEntry = {
  action: string
  outcome?: 'success' | 'failure'
  channel: ActivityChannel
  actor: ActivityActor
  address: string | null
  target: ActivityTarget | null
  changes: ActivityChange[]
}

/** A related id as the database stores it (numbers on SQL; the gateway's principal holds text). */
const relation = (id: number | string | undefined) => (id === undefined ? null : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : (id as number))

const short = (text: string | null | undefined, max = 160) => (text ? text.slice(0, max) : null)

/** Appends one entry (the only writer: the collection refuses every other). */
export async function recordActivity(payload: Payload, entry: ActivityEntry, req?: PayloadRequest) {
  await payload.create({
    collection: 'activity-log',
    data: {
      action: entry.action,
      kind: entry.action.split('.')[0],
      outcome: entry.outcome ?? 'success',
      channel: entry.channel,
      actorKind: entry.actor.kind,
      actorUser: relation(entry.actor.user),
      actorCredential: relation(entry.actor.credential),
      actorName: short(entry.actor.name),
      address: short(entry.address, 64),
      targetKind: entry.target?.kind ?? null,
      targetId: short(entry.target?.id, 40),
      targetLabel: short(entry.target?.label),
      changes: entry.changes,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

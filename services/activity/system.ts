import type { Payload, PayloadRequest } from 'payload'
import { SYSTEM_ACTORS } from '../../domain/activity'
import { recordActivity } from './record'
import { withActivityScope, type ActivityScope } from './scope'

/**
 * Work the system does on its own, recorded as staff work is (issue #42, item 8): the documents'
 * hooks note their changes into a scope, as in a gateway call, and one entry per changed target
 * is written with `action`, the system part as its actor and the 'system' channel. A failure
 * to write the entry is logged and does not undo the work.
 */
export async function asSystem<T>(payload: Payload, who: keyof typeof SYSTEM_ACTORS, action: string, work: () => Promise<T>, req?: PayloadRequest): Promise<T> {
  const scope: ActivityScope = { actor: { kind: 'system', name: SYSTEM_ACTORS[who] }, address: null, noted: [] }
  const result = await withActivityScope(scope, work)
  const kind = action.split('.')[0]
  for (const noted of scope.noted.filter((n) => n.kind === kind)) {
    await recordActivity(
      payload,
      {
        action,
        channel: who === 'schedule' ? 'scheduler' : 'system',
        actor: scope.actor,
        address: null,
        target: { kind: noted.kind, id: noted.id, label: noted.label },
        changes: noted.changes,
      },
      req,
    ).catch((err: unknown) => payload.logger.error({ err, action }, 'activity log: entry not written'))
  }
  return result
}

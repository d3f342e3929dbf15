import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { brokenUserRule, USER_RULES, type RuledUser } from '../../../domain/userRules'
import { RuleError } from '../../hooks/ruleError'

/** The staff user a request acts as; null for the system's own writes (no user: the seed, a job, the operator's command). */
const actorOf = (req: PayloadRequest): RuledUser | null => (req.user?.collection === 'users' ? (req.user as unknown as RuledUser) : null)

/** Active administrators besides `id`, in the write's own transaction. */
const otherActiveAdmins = (req: PayloadRequest, id: number | string | undefined) => () =>
  req.payload
    .count({
      collection: 'users',
      where: { and: [{ permission: { equals: 'admin' } }, { status: { equals: 'active' } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
      overrideAccess: true,
      req,
    })
    .then((r) => r.totalDocs)

/** The operator's recovery (services/users/operator.ts) hands an administrator a one-time password: first access, not a lock-out. */
export const OPERATOR_RECOVERY = 'operatorRecovery'

const refuse = async (req: PayloadRequest, before: RuledUser | null, after: RuledUser | null) => {
  if (req.context?.[OPERATOR_RECOVERY] === true && !req.user) return
  const rule = await brokenUserRule(actorOf(req), before, after, otherActiveAdmins(req, before?.id))
  if (rule) throw new RuleError(req, USER_RULES[rule].key, USER_RULES[rule].status)
}

/** The account rules (domain/userRules.ts) on every save, whatever the door. */
export const guardUserSave: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = operation === 'update' ? (originalDoc as RuledUser) : null
  await refuse(req, before, { ...(before ?? {}), ...(data as RuledUser) })
  return data
}

/** And on every deletion: Payload's REST and panels delete through here as the gateway does. */
export const guardUserDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const before = (await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req }).catch(() => null)) as RuledUser | null
  if (before) await refuse(req, before, null)
}

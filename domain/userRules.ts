import type { AccessArea } from './access'

/**
 * The rules on staff accounts that hold whatever the door (issue #60, item 1): the gateway, the
 * /cms panels, Payload's REST API and the Local API all save through the users collection's
 * hooks, which ask this function. One name per rule, its message key and status.
 */
export const USER_RULES = {
  /** Nobody deletes their own account (spec section 6). */
  selfDelete: { key: 'cannotDeleteYourself', status: 403 },
  /** Nobody changes their own status (spec section 6). */
  selfStatus: { key: 'cannotChangeOwnStatus', status: 403 },
  /** Nobody changes their own permission or areas. */
  selfAccess: { key: 'cannotChangeOwnAccess', status: 403 },
  /** The last active administrator is never deleted, deactivated, blocked or demoted, by anyone. */
  lastAdministrator: { key: 'lastAdministrator', status: 409 },
  /** Nobody grants an area they do not hold. */
  grantHeldOnly: { key: 'cannotGrantArea', status: 403 },
  /** Only an administrator makes, changes or deletes an administrator. */
  adminsByAdmins: { key: 'onlyAdminManagesAdmins', status: 403 },
} as const

export type UserRule = keyof typeof USER_RULES

/** What the rules read of an account. */
export type RuledUser = { id: number | string; permission?: string | null; access?: readonly string[] | null; status?: string | null }

const isActiveAdmin = (user: RuledUser | null) => user?.permission === 'admin' && user.status === 'active'
const same = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join()

/**
 * The rule a change breaks, or null. `actor`: the staff user making it (null: the system, a
 * documented write such as the seed or the operator's command, bound only by the last
 * administrator). `before` null is a creation, `after` null a deletion. `otherActiveAdmins`
 * counts the active administrators besides `before`, asked only when it matters.
 */
export async function brokenUserRule(
  actor: RuledUser | null,
  before: RuledUser | null,
  after: RuledUser | null,
  otherActiveAdmins: () => Promise<number>,
): Promise<UserRule | null> {
  const self = actor !== null && before !== null && String(actor.id) === String(before.id)
  if (self && after === null) return 'selfDelete'
  if (self && after && (after.status ?? before!.status) !== before!.status) return 'selfStatus'
  // A position is the job title a profile shows; the permission and the areas are the access.
  if (self && after && (after.permission !== before!.permission || !same(after.access, before!.access))) return 'selfAccess'
  if (actor && actor.permission !== 'admin') {
    if (before?.permission === 'admin' || after?.permission === 'admin') return 'adminsByAdmins'
    const held = new Set(actor.access ?? [])
    const had = new Set(before?.access ?? [])
    if ((after?.access ?? []).some((area) => !had.has(area) && !held.has(area as AccessArea))) return 'grantHeldOnly'
  }
  if (isActiveAdmin(before) && !isActiveAdmin(after) && (await otherActiveAdmins()) === 0) return 'lastAdministrator'
  return null
}

import type { Payload } from 'payload'
import type { SetupInput } from '../../contract/setup'
import { login } from '../auth/session'
import { ServiceError } from '../errors'
import { claimOnce, releaseClaim } from '../jobs/claims'
import { firstAdminData } from '../seed/admin'

/** The one claim every setup races for: the database's unique key lets exactly one through. */
const SETUP_CLAIM = 'setup:first-admin'
const SETUP_CLAIM_MS = 60_000

/** A claimed site stays so (a stored fact), so a "no" is remembered per instance. */
const setUpSites = new WeakSet<Payload>()

/**
 * Whether the site waits for its setup: it never had an active administrator (seed-state's
 * `claimedAt`, issue #60 item 2) and has no user. A site whose accounts were all lost is recovered
 * by the operator on the server (`npm run admin -- reset <email>`), never by a visitor.
 */
export async function setupNeeded(payload: Payload): Promise<boolean> {
  if (setUpSites.has(payload)) return false
  const state = await payload.findGlobal({ slug: 'seed-state', depth: 0, overrideAccess: true })
  const { totalDocs } = state.claimedAt ? { totalDocs: 1 } : await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) setUpSites.add(payload)
  return totalDocs === 0
}

/** A site that had users before the fact was stored (an upgrade) is claimed: once, at start. */
export async function claimIfUsed(payload: Payload): Promise<void> {
  const state = await payload.findGlobal({ slug: 'seed-state', depth: 0, overrideAccess: true })
  if (state.claimedAt) return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) await payload.updateGlobal({ slug: 'seed-state', data: { claimedAt: new Date().toISOString() }, overrideAccess: true })
}

const alreadyDone = () => new ServiceError('CONFLICT', 'setupDone')

/**
 * The setup screen's one write (issue #43, item 1): the first administrator (with every
 * back-office area, as the SEED_ADMIN_* one), the company's name and the site's language, then
 * a session for them. Only while no user exists; of two setups at once, the claim lets one
 * through and the other is told the site is set up already.
 */
export async function setUpSite(payload: Payload, input: SetupInput, client?: string) {
  if (!(await setupNeeded(payload))) throw alreadyDone()
  if (!(await claimOnce(payload, SETUP_CLAIM, SETUP_CLAIM_MS))) throw alreadyDone()
  let made = false
  try {
    if (!(await setupNeeded(payload))) throw alreadyDone()
    await payload.create({
      collection: 'users',
      data: { ...firstAdminData(input.email, input.password), name: input.name, last_name: input.last_name },
      overrideAccess: true,
    })
    made = true
    setUpSites.add(payload)
  } catch (error) {
    // Nothing was made: the next attempt may try again at once.
    if (!made) await releaseClaim(payload, SETUP_CLAIM)
    throw error
  }
  await payload.updateGlobal({ slug: 'company', data: { name: input.company_name, language: input.language }, overrideAccess: true })
  return login(payload, input.email, input.password, false, client)
}

import type { Payload } from 'payload'
import type { SetupInput } from '../../contract/setup'
import { login } from '../auth/session'
import { ServiceError } from '../errors'
import { claimOnce, releaseClaim } from '../jobs/claims'
import { firstAdminData } from '../seed/admin'

/** The one claim every setup races for: the database's unique key lets exactly one through. */
const SETUP_CLAIM = 'setup:first-admin'
const SETUP_CLAIM_MS = 60_000

/** Once a user exists it stays so (nobody can delete themselves), so a "no" is remembered per instance. */
const setUpSites = new WeakSet<Payload>()

/** Whether the site waits for its setup: no user at all. */
export async function setupNeeded(payload: Payload): Promise<boolean> {
  if (setUpSites.has(payload)) return false
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) setUpSites.add(payload)
  return totalDocs === 0
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

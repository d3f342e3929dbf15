import type { CollectionAfterChangeHook } from 'payload'

/**
 * The site is claimed once it has had an active administrator, by whatever door the account came
 * (setup, the seed, SEED_ADMIN_*, the operator's command, /cms): a stored fact, so deleting every
 * account never opens the setup screen again (issue #60, item 2). In the save's transaction.
 */
export const markClaimed: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc.permission !== 'admin' || doc.status !== 'active') return doc
  const state = await req.payload.findGlobal({ slug: 'seed-state', depth: 0, overrideAccess: true, req })
  if (!state.claimedAt)
    await req.payload.updateGlobal({ slug: 'seed-state', data: { claimedAt: new Date().toISOString() }, depth: 0, overrideAccess: true, req })
  return doc
}

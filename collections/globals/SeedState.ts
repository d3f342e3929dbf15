import type { GlobalConfig } from 'payload'

/**
 * Internal: marks the demo seed as finished so restarts never re-create what staff deleted, and
 * `claimedAt`, when the site first had an active administrator: the setup screen is open only
 * before that, whatever happens to the accounts later (issue #60, item 2).
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
  fields: [
    { name: 'startedAt', type: 'date' },
    { name: 'completedAt', type: 'date' },
    { name: 'version', type: 'number' },
    { name: 'claimedAt', type: 'date' },
  ],
}

import type { GlobalConfig } from 'payload'

/** Internal: marks the demo seed as finished so restarts never re-create what staff deleted. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
  fields: [
    { name: 'startedAt', type: 'date' },
    { name: 'completedAt', type: 'date' },
    { name: 'version', type: 'number' },
  ],
}

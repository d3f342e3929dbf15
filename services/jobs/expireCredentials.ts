import type { TaskConfig } from 'payload'
import { expireDueCredentials } from '../credentials'

/** Marks credentials whose expiry has passed as expired, every minute (reads also check it). */
export const expireCredentials: TaskConfig<'expireCredentials'> = {
  slug: 'expireCredentials',
  schedule: [{ cron: '30 * * * * *', queue: 'default' }],
  retries: 0,
  handler: async ({ req }) => {
    await expireDueCredentials(req.payload)
    return { output: {} }
  },
}

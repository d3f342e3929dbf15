import type { Payload, TaskConfig } from 'payload'
import { queueMailJob } from '../mail/outbox'

/**
 * Password recovery's lookup, token and e-mail happen here, after the answer: the request
 * only queues the address, so a known and an unknown one cost the same (one insert).
 */
export const requestPasswordReset: TaskConfig<'requestPasswordReset'> = {
  slug: 'requestPasswordReset',
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  retries: 2,
  handler: async ({ input, req }) => {
    await req.payload.forgotPassword({ collection: 'users', data: { email: String(input?.email ?? '') }, overrideAccess: true })
    return { output: {} }
  },
}

export const queuePasswordReset = (payload: Payload, email: string) => queueMailJob(payload, { task: 'requestPasswordReset', input: { email } })

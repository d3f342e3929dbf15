import type { Payload, TaskConfig } from 'payload'
import { readEnv, serverUrl } from '../../config/env'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../locales/languages'
import { queueMailJob } from '../mail/outbox'
import { passwordResetMail } from '../mail/templates/accountMails'

/**
 * Password recovery's lookup, token and e-mail happen here, after the answer: the request
 * only queues the address, so a known and an unknown one cost the same (one insert). The
 * e-mail is built from the templates in the language the reset was asked in.
 */
export const requestPasswordReset: TaskConfig<'requestPasswordReset'> = {
  slug: 'requestPasswordReset',
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'language', type: 'text' },
  ],
  retries: 2,
  handler: async ({ input, req }) => {
    const email = String(input?.email ?? '')
      .trim()
      .toLowerCase()
    const token = await req.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, overrideAccess: true })
    if (!token) return { output: {} } // no such account: nothing to send, and the caller was told nothing
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
    })
    const user = docs[0]
    if (!user) return { output: {} }
    const language = isLanguage(input?.language) ? input.language : DEFAULT_LANGUAGE
    const link = `${serverUrl(readEnv())}/reset-password/${user.id}/${token}`
    await req.payload.sendEmail({ to: user.email, ...(await passwordResetMail(req.payload, language, link)) })
    return { output: {} }
  },
}

export const queuePasswordReset = (payload: Payload, email: string, language: Language = DEFAULT_LANGUAGE) =>
  queueMailJob(payload, { task: 'requestPasswordReset', input: { email, language } })

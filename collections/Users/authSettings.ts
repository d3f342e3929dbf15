import type { IncomingAuthType, Payload } from 'payload'
import { serverUrl, type Env } from '../../config/env'

/**
 * Payload's own lockout is off: it locks the account for everyone after a few failures from
 * anywhere (a denial of service anyone can cause) and answers differently for unknown
 * addresses. The login guard (services/auth/loginGuard.ts, hooks/guardLogin.ts) replaces it.
 */
/** Builds the reset e-mail from the product's templates (services/mail); the config passes it in. */
export type ResetMail = (payload: Payload, link: string) => Promise<{ subject: string; html: string }>

export const authSettings = (env: Env, resetMail: ResetMail): IncomingAuthType => ({
  tokenExpiration: 60 * 60 * 8,
  maxLoginAttempts: 0,
  useSessions: true,
  forgotPassword: {
    expiration: 60 * 60 * 1000,
    // Payload's own form in /cms; the site's recovery builds the same mail itself (with a text part).
    generateEmailSubject: async (args) => (await resetMail(args!.req!.payload, '')).subject,
    generateEmailHTML: async (args) => {
      const user = args?.user as { id?: string | number } | undefined
      return (await resetMail(args!.req!.payload, `${serverUrl(env)}/reset-password/${user?.id ?? ''}/${args?.token ?? ''}`)).html
    },
  },
})

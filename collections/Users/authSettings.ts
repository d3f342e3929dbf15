import type { IncomingAuthType } from 'payload'
import { serverUrl, type Env } from '../../config/env'

/**
 * Payload's own lockout is off: it locks the account for everyone after a few failures from
 * anywhere (a denial of service anyone can cause) and answers differently for unknown
 * addresses. The login guard (services/auth/loginGuard.ts, hooks/guardLogin.ts) replaces it.
 */
export const authSettings = (env: Env): IncomingAuthType => ({
  tokenExpiration: 60 * 60 * 8,
  maxLoginAttempts: 0,
  useSessions: true,
  forgotPassword: {
    expiration: 60 * 60 * 1000,
    generateEmailSubject: () => 'Redefinição de senha',
    generateEmailHTML: (args) => {
      const user = args?.user as { id?: string | number } | undefined
      const link = `${serverUrl(env)}/reset-password/${user?.id ?? ''}/${args?.token ?? ''}`
      return (
        `<p>Recebemos um pedido para redefinir a sua senha.</p><p><a href="${link}">${link}</a></p><p>O link vale por 1 hora e pode ser usado uma ` +
        `única vez.</p>`
      )
    },
  },
})

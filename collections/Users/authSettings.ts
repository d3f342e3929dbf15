import type { IncomingAuthType } from 'payload'
import { readEnv, serverUrl } from '../../config/env'

const env = readEnv()

/**
 * Lockout and token life come from the environment so test suites hitting 127.0.0.1 do
 * not trip them by accident (one test proves they fire).
 */
export const authSettings: IncomingAuthType = {
  tokenExpiration: 60 * 60 * 8,
  maxLoginAttempts: env.LOGIN_MAX_ATTEMPTS,
  lockTime: env.LOGIN_LOCK_MINUTES * 60 * 1000,
  useSessions: true,
  forgotPassword: {
    expiration: 60 * 60 * 1000,
    generateEmailSubject: () => 'Redefinição de senha',
    generateEmailHTML: (args) => {
      const user = args?.user as { id?: string | number } | undefined
      const link = `${serverUrl(env)}/reset-password/${user?.id ?? ''}/${args?.token ?? ''}`
      return `<p>Recebemos um pedido para redefinir a sua senha.</p><p><a href="${link}">${link}</a></p><p>O link vale por 1 hora e pode ser usado uma única vez.</p>`
    },
  },
}

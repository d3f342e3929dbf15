import { isStrongPassword } from '../contract/passwordRules'
import { serverUrl, type Env } from './env'

/** README's demo password: fine on a laptop, a known key anywhere else. */
const DEMO_ADMIN_PASSWORD = 'Admin@12345'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * The first start of a production server creates the admin from SEED_ADMIN_PASSWORD. A weak
 * one is refused everywhere; the demo one is refused unless the site's address (SERVER_URL)
 * is this machine, which is what README's one-command demo is.
 */
export function adminPasswordProblem(env: Env): string | null {
  if (env.NODE_ENV !== 'production') return null
  const password = env.SEED_ADMIN_PASSWORD
  if (!isStrongPassword(password)) {
    return 'SEED_ADMIN_PASSWORD is too weak to create the admin (at least 8 characters with an upper-case and a lower-case letter, a digit and a symbol)'
  }
  const local = LOOPBACK.has(new URL(serverUrl(env)).hostname)
  if (password === DEMO_ADMIN_PASSWORD && !local) {
    return (
      `SEED_ADMIN_PASSWORD is the demo password from README and ${serverUrl(env)} is not this machine: set SEED_ADMIN_PASSWORD to a password of your ` +
      `own before the first start`
    )
  }
  return null
}

/**
 * The operator's way back into a site whose administrators are lost (issue #60, item 2): never a
 * visitor's, since the setup screen stays closed once the site was claimed.
 *   npm run admin -- reset <email>
 * makes <email> an active administrator with every area and a new one-time password, printed once
 * (the account must choose its own at the next sign-in), creating the account when it does not
 * exist. Its other sessions end. Recorded in the activity log as the operator's. Reads DATABASE_URI
 * like the server. Exit status: 0 done, 1 failed, 2 wrong arguments.
 */
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'

process.env.LOG_LEVEL ??= 'warn'
process.env.SQLITE_BUSY_WAIT_MS ??= '120000'

const { positionals } = parseArgs({ allowPositionals: true, options: {} })
const [command, email] = positionals
if (command !== 'reset' || !email || !/^[^\s@]+@[^\s@]+$/.test(email) || positionals.length > 2) {
  console.error('usage: npm run admin -- reset <email>')
  process.exit(2)
}

async function main(): Promise<number> {
  const [{ readEnv }, { resolveSecret }, { checkDatabase }] = await Promise.all([
    import('../config/env'),
    import('../config/secret'),
    import('../services/system/preflight'),
  ])
  const env = readEnv()
  resolveSecret(env)
  await checkDatabase(env.DATABASE_URI)
  const [{ default: config }, { resetAdministrator }] = await Promise.all([import('../payload.config'), import('../services/users/operator')])
  const payload = await getPayload({ config })
  const { password, created } = await resetAdministrator(payload, email!.trim().toLowerCase())
  console.log(`${created ? 'Created' : 'Reset'} the administrator ${email}. One-time password (shown once; choose a new one at the next sign-in):`)
  console.log(password)
  await payload.destroy()
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)

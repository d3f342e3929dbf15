/**
 * Writes a migration for one SQL adapter from the current collections:
 *   node dist/migrate-create.mjs sqlite|postgres <name>
 * (npm run migrate:create -- <name> runs both, one process each.) Uses the adapter's own
 * generator from code; the Payload CLI sometimes exits 0 having done nothing.
 */
import { getPayload } from 'payload'
import { buildConfig } from 'payload'
import { appConfig } from '../payload.config'

const [kind, name] = process.argv.slice(2)
if ((kind !== 'sqlite' && kind !== 'postgres') || !name) {
  console.error('usage: migrate-create.mjs sqlite|postgres <name>')
  process.exit(2)
}
const databaseUri =
  kind === 'sqlite'
    ? `file:${process.env.TMPDIR ?? '/tmp'}/migrate-create-${process.pid}.db`
    : (process.env.MIGRATE_POSTGRES_URI ?? 'postgres://postgres@127.0.0.1:5432/migrate_create')

const payload = await getPayload({ config: buildConfig(await appConfig({ databaseUri, push: false })) })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
await payload.destroy()
process.exit(0)

import { buildConfig, getPayload } from 'payload'
import { appConfig } from '../../payload.config'
import { createTestDatabase, dropSchemaTemplate, releaseTemplate, SCHEMA_TEMPLATE_ENV, silencePool } from './database'

/**
 * Vitest's global setup for the integration suite: the schema pushed once, into a template
 * database that each test server then starts from (SQLite: the file copied; PostgreSQL: CREATE
 * DATABASE ... TEMPLATE), instead of Drizzle reading the database and pushing the whole schema
 * again for each of the suite's servers (229 ms a server on SQLite and 0.7-1.5 s on PostgreSQL,
 * against 20 ms and 90 ms for the copy; issue #61, item 3). Servers that prove the migrations
 * (`startTestServer({ push: false })`) still start on an empty database.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  await import('./setupEnv')
  if ((process.env.TEST_DB ?? 'sqlite') === 'mongodb') return undefined
  const db = await createTestDatabase()
  const payload = await getPayload({ config: buildConfig(await appConfig({ databaseUri: db.uri, push: true })), key: `schema-template:${db.uri}` })
  await payload.destroy()
  // A database somebody is connected to cannot be a template: the client the pool keeps is cut.
  silencePool(payload)
  await releaseTemplate(db)
  // Workers are forked after this and inherit it.
  process.env[SCHEMA_TEMPLATE_ENV] = db.uri
  return async () => {
    delete process.env[SCHEMA_TEMPLATE_ENV]
    await dropSchemaTemplate(db)
  }
}

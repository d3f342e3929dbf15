import { accessSync, constants, mkdirSync } from 'node:fs'
import path from 'node:path'
import { databaseKind, redact } from '../../config/database'
import { ConfigError } from '../../config/env'

/**
 * Checks the database answers before Payload boots, so an operator gets one line that says
 * what is wrong and how to fix it instead of an adapter's stack trace.
 */
export async function checkDatabase(uri: string): Promise<void> {
  const kind = databaseKind(uri)
  if (kind === 'sqlite') return checkSqlite(uri)
  if (kind === 'postgres') return checkPostgres(uri)
  return checkMongo(uri)
}

function checkSqlite(uri: string) {
  const file = uri.replace(/^file:(\/\/)?/, '')
  if (!file || file === ':memory:') return
  const dir = path.dirname(path.resolve(file))
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
  } catch {
    throw new ConfigError(`Cannot write the SQLite database in ${dir}: check DATABASE_URI and the folder's permissions`)
  }
}

async function checkPostgres(uri: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    // A missing database is created by the adapter itself; anything else is fatal.
    if (/database .* does not exist/i.test(detail)) return
    throw new ConfigError(`Cannot reach PostgreSQL at ${redact(uri)} (${detail}): start the server or fix DATABASE_URI`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function checkMongo(uri: string) {
  const { default: mongoose } = await import('mongoose')
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 })
  try {
    await connection.asPromise()
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new ConfigError(`Cannot reach MongoDB at ${redact(uri)} (${detail}): start the server or fix DATABASE_URI`)
  } finally {
    await connection.close().catch(() => undefined)
  }
}

import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'

/**
 * Which database a suite runs against: TEST_DB=sqlite (default, a temporary file),
 * postgres (a fresh database on TEST_POSTGRES_URL per file) or mongodb (MONGODB_URI).
 */
export type TestDb = { uri: string; kind: 'sqlite' | 'postgres' | 'mongodb'; drop: () => Promise<void> }

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const testDatabaseName = () => `test_${Date.now()}_${randomBytes(4).toString('hex')}`

/** A PostgreSQL database of a fresh name, made by `create` (empty, or from a template). */
async function postgresDatabase(create: (client: pg.Client, name: string) => Promise<void>): Promise<TestDb> {
  const name = testDatabaseName()
  await withAdmin((client) => create(client, name))
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    uri: url.toString(),
    kind: 'postgres',
    drop: () => withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  }
}

export async function createTestDatabase(kind = (process.env.TEST_DB ?? 'sqlite') as TestDb['kind']): Promise<TestDb> {
  const name = testDatabaseName()
  if (kind === 'postgres') return postgresDatabase((client, name) => client.query(`create database "${name}"`).then(() => undefined))
  if (kind === 'mongodb') {
    const base = process.env.MONGODB_URI
    if (!base) throw new Error('TEST_DB=mongodb needs MONGODB_URI')
    const url = new URL(base)
    url.pathname = `/${name}`
    return { uri: url.toString(), kind, drop: async () => undefined }
  }
  const dir = process.env.DATA_DIR ?? '/tmp'
  return { uri: `file:${path.join(dir, `${name}.db`)}`, kind: 'sqlite', drop: async () => undefined }
}

/** Where the integration suite's global setup (schemaTemplate.ts) leaves its database with the schema pushed. */
export const SCHEMA_TEMPLATE_ENV = 'TEST_SCHEMA_TEMPLATE'

/**
 * A fresh database that already holds the schema, copied from the suite's template; null
 * where there is none (outside the integration suite, or on MongoDB): push the schema then.
 */
export async function createDatabaseWithSchema(): Promise<TestDb | null> {
  const template = process.env[SCHEMA_TEMPLATE_ENV]
  const kind = (process.env.TEST_DB ?? 'sqlite') as TestDb['kind']
  if (!template || kind === 'mongodb' || template.startsWith('file:') !== (kind === 'sqlite')) return null
  if (kind === 'sqlite') {
    const db = await createTestDatabase(kind)
    const [from, to] = [template.slice('file:'.length), db.uri.slice('file:'.length)]
    copyFileSync(from, to)
    if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`)
    return db
  }
  // Two workers copying the template at once can meet in PostgreSQL's check that nobody is using
  // it (55006): wait and copy again.
  const source = new URL(template).pathname.slice(1)
  return postgresDatabase(async (client, name) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${source}"`)
        return
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })
}

/**
 * Payload's PostgreSQL adapter keeps one pooled client checked out for good (to reconnect), so
 * pool.end() never returns: its clients are silenced, and a forced drop or a terminate cuts them.
 */
export function silencePool(payload: Payload): void {
  type Emitter = { on: (event: string, listener: () => void) => void }
  const pool = (payload.db as unknown as { pool?: Emitter & { _clients?: Emitter[] } }).pool
  pool?.on('error', () => undefined)
  for (const client of pool?._clients ?? []) client.on('error', () => undefined)
}

/** Ends every connection to the template (PostgreSQL), so that CREATE DATABASE can copy it. */
export async function releaseTemplate(db: TestDb): Promise<void> {
  if (db.kind !== 'postgres') return
  const name = new URL(db.uri).pathname.slice(1)
  await withAdmin((client) => client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]))
}

/** Removes the suite's template at the end of the run. */
export async function dropSchemaTemplate(db: TestDb): Promise<void> {
  if (db.kind !== 'sqlite') return db.drop()
  const file = db.uri.slice('file:'.length)
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'

/**
 * Which database a suite runs against: TEST_DB=sqlite (default, a temporary file),
 * postgres (a fresh database on TEST_POSTGRES_URL per file) or mongodb (MONGODB_URI).
 */
export type TestDb = { uri: string; kind: 'sqlite' | 'postgres' | 'mongodb'; drop: () => Promise<void> }

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function createTestDatabase(kind = (process.env.TEST_DB ?? 'sqlite') as TestDb['kind']): Promise<TestDb> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`
  if (kind === 'postgres') {
    await withAdmin((client) => client.query(`create database "${name}"`))
    const url = new URL(adminUrl())
    url.pathname = `/${name}`
    return { uri: url.toString(), kind, drop: () => withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined) }
  }
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

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

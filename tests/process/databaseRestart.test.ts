import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../contract/errors'
import { createTestDatabase, type TestDb } from '../helpers/database'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from '../helpers/serverProcess'

/**
 * PostgreSQL going away under load (every connection of the site's database cut again and again
 * for two seconds, as a restart does to its clients): calls that needed it fail cleanly with a
 * 503 in the contract's format, never a 500 or a hang, cached pages keep answering, and the
 * instance reconnects by itself.
 */
describe('an instance whose PostgreSQL restarts under load', () => {
  let db: TestDb
  let server: ServerProcess
  const base = () => `http://127.0.0.1:${server.port}`

  beforeAll(async () => {
    db = await createTestDatabase('postgres')
    server = await spawnServer({ DATABASE_URI: db.uri, DATA_DIR: tempDataDir(), RATE_LIMIT_MAX: '100000' })
    await waitForHealth(server.port, 150_000)
  }, 200_000)
  afterAll(async () => {
    server?.child.kill('SIGTERM')
    await server?.exited
    await db?.drop()
  }, 60_000)

  /** Cuts every connection to the site's database, as a restart does. */
  async function cutConnections() {
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' })
    await admin.connect()
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        new URL(db.uri).pathname.slice(1),
      ])
    } finally {
      await admin.end()
    }
  }

  it('answers 503 in the contract format while it is away, keeps serving cached pages, and recovers alone', async () => {
    expect((await fetch(`${base()}/`)).status).toBe(200) // the home page is now in the page cache
    const statuses = new Map<number, number>()
    const outside: string[] = []
    let stop = false
    let n = 0
    const worker = async () => {
      while (!stop) {
        // A new page and limit each time, so no answer comes from the public-read cache.
        const path = n++ % 5 === 0 ? '/' : `/api/article/public-articles?page=${n}&limit=3`
        const res = await fetch(`${base()}${path}`).catch((error: Error) => error)
        if (res instanceof Error) {
          outside.push(`${path}: no answer (${res.message})`)
          continue
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        const text = await res.text()
        if (res.status >= 500) {
          const body = errorBodySchema.safeParse(JSON.parse(text || '{}'))
          if (res.status !== 503 || !body.success || body.data.code !== 'DB_UNAVAILABLE' || path === '/')
            outside.push(`${path}: ${res.status} ${text.slice(0, 200)}`)
        }
      }
    }
    const workers = Array.from({ length: 4 }, () => worker())
    await new Promise((r) => setTimeout(r, 1_000))
    const away = Date.now()
    while (Date.now() - away < 2_000) {
      await cutConnections()
      await new Promise((r) => setTimeout(r, 100))
    }
    await new Promise((r) => setTimeout(r, 1_000))
    stop = true
    await Promise.all(workers)
    console.log(`database restart under load: ${JSON.stringify(Object.fromEntries(statuses))}`)
    expect(outside).toEqual([])
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50)

    // Back by itself: every call answers again, with no restart of the instance.
    const deadline = Date.now() + 10_000
    let healthy = 0
    while (Date.now() < deadline && (healthy = (await fetch(`${base()}/api/health`)).status) !== 200) await new Promise((r) => setTimeout(r, 200))
    expect(healthy).toBe(200)
    for (let i = 0; i < 10; i++) expect((await fetch(`${base()}/api/article/public-articles?limit=${50 + i}`)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  }, 120_000)
})

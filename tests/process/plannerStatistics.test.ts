import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillGrowth, openFillDb } from '../../bench/growth/fill'
import { ANALYZE_FROM_ROWS } from '../../services/system/plannerStatistics'
import { createTestDatabase, type TestDb } from '../helpers/database'
import { spawnServer, tempDataDir, waitForHealth } from '../helpers/serverProcess'

/**
 * A bulk-loaded PostgreSQL database gets planner statistics before the instance is ready and a
 * visibility map in the background after (issue #46, item 3), and a start killed in the middle
 * of either pass leaves the rest to the next start: the server is killed (SIGKILL) while its
 * ANALYZE of a table in the middle of its pass, then its VACUUM of the largest table, waits for a lock this test holds,
 * and the next start does every table the killed one had not finished, and no other. Autovacuum
 * is off on the test's tables, so only the product can have done them.
 */
const SIZES = {
  articles: 3_000,
  reads: 6_000,
  leads: 2_000,
  categories: 10,
  tags: 50,
  authors: 10,
  translateEvery: 5,
  activity: 2_000,
  messages: 1_500,
  deliveries: 1_500,
  analyze: false,
}
const ENV = { SEED_ADMIN_EMAIL: 'admin@example.com', SEED_ADMIN_PASSWORD: 'Admin@12345', LOG_LEVEL: 'info' }

type Stat = { name: string; rows: number; analyzed: boolean; vacuumed: boolean }

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The tables a pass names in its log line (`<pass>: <STATEMENT> of N tables never done (a, b, c)`). */
const namedIn = (output: string, statement: string) => output.match(new RegExp(`${statement} of \\d+ tables never done \\(([^)]*)\\)`))?.[1]?.split(', ') ?? []

describe('planner statistics at start (PostgreSQL)', () => {
  let database: TestDb
  let client: pg.Client
  /** Tables autovacuum reached during the seeding start, before it was turned off: the product rightly skips what they had done. */
  let touched = new Set<string>()
  const dir = tempDataDir()

  const stats = async (): Promise<Stat[]> =>
    (
      await client.query(
        `SELECT "relname" AS "name", "n_live_tup" AS "rows", ("last_analyze" IS NOT NULL OR "last_autoanalyze" IS NOT NULL) AS "analyzed",
           ("last_vacuum" IS NOT NULL OR "last_autovacuum" IS NOT NULL) AS "vacuumed" FROM "pg_stat_user_tables" WHERE "schemaname" = 'public' ORDER BY "n_live_tup" DESC`,
      )
    ).rows.map((row) => ({ name: String(row.name), rows: Number(row.rows), analyzed: Boolean(row.analyzed), vacuumed: Boolean(row.vacuumed) }))

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    const first = await spawnServer({ ...ENV, DATA_DIR: dir, DATABASE_URI: database.uri })
    await waitForHealth(first.port)
    first.child.kill('SIGTERM')
    await first.exited
    client = new pg.Client({ connectionString: database.uri })
    await client.connect()
    const { rows } = await client.query(`SELECT "tablename" FROM "pg_tables" WHERE "schemaname" = 'public'`)
    for (const { tablename } of rows) await client.query(`ALTER TABLE "${tablename}" SET (autovacuum_enabled = off)`)
    touched = new Set((await stats()).filter((table) => table.analyzed || table.vacuumed).map((table) => table.name))
    const fill = await openFillDb(database.uri)
    await fillGrowth(fill, SIZES)
    await fill.close()
  }, 300_000)

  afterAll(async () => {
    await client?.end()
    await database?.drop()
  })

  /**
   * Starts the server while this test holds the lock `statement` takes on `table`, waits for the
   * server's statement to wait for it, kills the server, and waits for its session to end at its
   * lock timeout (a session outlives its client while it waits) before letting the lock go, so
   * the killed pass never finishes that table.
   */
  async function killWhileWaiting(statement: 'ANALYZE' | 'VACUUM', table: string) {
    const blocker = new pg.Client({ connectionString: database.uri })
    await blocker.connect()
    await blocker.query('BEGIN')
    await blocker.query(`LOCK TABLE "${table}" IN SHARE UPDATE EXCLUSIVE MODE`)
    const server = await spawnServer({ ...ENV, DATA_DIR: dir, DATABASE_URI: database.uri })
    try {
      await until(`the ${statement} of ${table} waiting`, async () => {
        const { rows } = await client.query(
          `SELECT 1 FROM "pg_stat_activity" WHERE "datname" = current_database() AND "query" = '${statement} "${table}"' AND "wait_event_type" = 'Lock'`,
        )
        return rows.length ? true : undefined
      })
      server.child.kill('SIGKILL')
      await server.exited
      await until('the killed start to leave the database', async () => {
        const { rows } = await client.query(`SELECT 1 FROM "pg_stat_activity" WHERE "datname" = current_database() AND "query" LIKE '${statement} %'`)
        return rows.length ? undefined : true
      })
    } finally {
      await blocker.query('ROLLBACK')
      await blocker.end()
    }
    return server.output()
  }

  it('finishes after a start killed in the middle of its pass', async () => {
    const large = await until('the fill in the statistics', async () => {
      const found = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS && !touched.has(table.name))
      return found.some((table) => table.name === 'articles') ? found : undefined
    })
    expect(large.length).toBeGreaterThan(5)
    expect(large.filter((table) => table.analyzed || table.vacuumed)).toEqual([])

    // The first start's pass (largest first) stops at a table in the middle, before it is ready.
    const stopAt = large[Math.floor(large.length / 2)]!.name
    await killWhileWaiting('ANALYZE', stopAt)
    const between = (await stats()).filter((table) => large.some((l) => l.name === table.name))
    expect(between.find((table) => table.name === stopAt)?.analyzed).toBe(false)
    // The tables before it were done: the kill came in the middle of the pass.
    expect(between.filter((table) => table.analyzed).length).toBeGreaterThan(0)

    // The second start finishes the statistics, is ready, and its vacuum (in the background) stops at the largest table.
    const largest = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS && !table.vacuumed)[0]!.name
    const second = await killWhileWaiting('VACUUM', largest)
    const after = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS)
    expect(after.filter((table) => !table.analyzed).map((table) => table.name)).toEqual([])
    expect(second).toMatch(/planner statistics: \d+ tables done/)
    // The tables the first start had finished were not done twice.
    const analyzedAgain = namedIn(second, 'ANALYZE')
    expect(analyzedAgain).toContain(stopAt)
    for (const table of between.filter((t) => t.analyzed)) expect(analyzedAgain).not.toContain(table.name)
    expect(namedIn(second, 'VACUUM')[0]).toBe(largest)
    expect(after.find((table) => table.name === largest)?.vacuumed).toBe(false)

    // The third start is ready at once (nothing left to analyze) and vacuums every large table, the killed one included.
    const third = await spawnServer({ ...ENV, DATA_DIR: dir, DATABASE_URI: database.uri })
    try {
      await waitForHealth(third.port)
      await until('every large table vacuumed', async () => {
        const left = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS && !table.vacuumed)
        return left.length ? undefined : true
      })
      expect(namedIn(third.output(), 'ANALYZE')).toEqual([])
      expect(namedIn(third.output(), 'VACUUM')).toContain(largest)
    } finally {
      third.child.kill('SIGTERM')
      await third.exited
    }
  }, 300_000)
})

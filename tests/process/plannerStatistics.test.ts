import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillGrowth, openFillDb } from '../../bench/growth/fill'
import { ANALYZE_FROM_ROWS } from '../../services/system/plannerStatistics'
import { createTestDatabase, type TestDb } from '../helpers/database'
import { spawnServer, tempDataDir, waitForHealth } from '../helpers/serverProcess'

/**
 * A bulk-loaded PostgreSQL database gets planner statistics at start (issue #46, item 3), and a
 * start killed in the middle of that pass leaves the rest to the next start: the server is
 * killed (SIGKILL) while its ANALYZE of `articles` waits for a lock this test holds, and the
 * next start analyzes every table the first one had not finished. Autovacuum is off on the
 * test's tables, so only the product can have analyzed them.
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

type Stat = { name: string; rows: number; analyzed: boolean }

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('planner statistics at start (PostgreSQL)', () => {
  let database: TestDb
  let client: pg.Client
  const dir = tempDataDir()

  const stats = async (): Promise<Stat[]> =>
    (
      await client.query(
        `SELECT "relname" AS "name", "n_live_tup" AS "rows", ("last_analyze" IS NOT NULL OR "last_autoanalyze" IS NOT NULL) AS "analyzed"
           FROM "pg_stat_user_tables" WHERE "schemaname" = 'public' ORDER BY "n_live_tup" DESC`,
      )
    ).rows.map((row) => ({ name: String(row.name), rows: Number(row.rows), analyzed: Boolean(row.analyzed) }))

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
    const fill = await openFillDb(database.uri)
    await fillGrowth(fill, SIZES)
    await fill.close()
  }, 300_000)

  afterAll(async () => {
    await client?.end()
    await database?.drop()
  })

  it('finishes after a start killed in the middle of its pass', async () => {
    const large = await until('the fill in the statistics', async () => {
      const found = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS)
      return found.some((table) => table.name === 'articles') ? found : undefined
    })
    expect(large.length).toBeGreaterThan(5)
    expect(large.filter((table) => table.analyzed)).toEqual([])

    // The test holds the lock ANALYZE takes on `articles`: the first start's pass stops there.
    const blocker = new pg.Client({ connectionString: database.uri })
    await blocker.connect()
    await blocker.query('BEGIN')
    await blocker.query('LOCK TABLE "articles" IN SHARE UPDATE EXCLUSIVE MODE')
    const killed = await spawnServer({ ...ENV, DATA_DIR: dir, DATABASE_URI: database.uri })
    try {
      await until('the ANALYZE of articles waiting', async () => {
        const { rows } = await client.query(
          `SELECT 1 FROM "pg_stat_activity" WHERE "datname" = current_database() AND "query" = 'ANALYZE "articles"' AND "wait_event_type" = 'Lock'`,
        )
        return rows.length ? true : undefined
      })
      killed.child.kill('SIGKILL')
      await killed.exited
      // Its session outlives it, waiting for the lock, until its lock timeout ends it without finishing the table.
      await until('the killed start to leave the database', async () => {
        const { rows } = await client.query(`SELECT 1 FROM "pg_stat_activity" WHERE "datname" = current_database() AND "query" LIKE 'ANALYZE %'`)
        return rows.length ? undefined : true
      })
    } finally {
      await blocker.query('ROLLBACK')
      await blocker.end()
    }
    const between = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS)
    expect(between.find((table) => table.name === 'articles')?.analyzed).toBe(false)
    // Tables larger than `articles` came first in the pass and were done before the kill.
    const order = between.map((table) => table.name)
    expect(order.indexOf('articles')).toBeGreaterThan(0)
    expect(between.slice(0, order.indexOf('articles')).every((table) => table.analyzed)).toBe(true)

    const next = await spawnServer({ ...ENV, DATA_DIR: dir, DATABASE_URI: database.uri })
    try {
      await waitForHealth(next.port)
      const after = (await stats()).filter((table) => table.rows >= ANALYZE_FROM_ROWS)
      expect(after.filter((table) => !table.analyzed).map((table) => table.name)).toEqual([])
      expect(next.output()).toMatch(/planner statistics: \d+ tables analyzed/)
      // The tables the first start had finished are not done twice.
      const again =
        next
          .output()
          .match(/analyzing \d+ tables never analyzed \(([^)]*)\)/)?.[1]
          ?.split(', ') ?? []
      expect(again).toContain('articles')
      for (const table of between.filter((t) => t.analyzed)) expect(again).not.toContain(table.name)
    } finally {
      next.child.kill('SIGTERM')
      await next.exited
    }
  }, 300_000)
})

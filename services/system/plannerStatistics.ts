import type { Payload } from 'payload'
import { onOneInstance } from '../shared/lock'

/** A table this large with no statistics gets them at start; a smaller one is planned well enough from its size on disk. */
export const ANALYZE_FROM_ROWS = 1_000
/** How long one table's ANALYZE may wait for a lock someone else holds before it is left for autovacuum. */
const LOCK_WAIT_MS = 5_000
/** How long one table's ANALYZE may run (it reads a fixed sample, 30,000 rows at the default target: seconds at most). */
const STATEMENT_MS = 60_000

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>
type Pool = { connect: () => Promise<{ query: Query; release: (destroy?: boolean) => void }> }

/**
 * PostgreSQL plans a table it has never analyzed from guesses (issue #46, item 3): right after a
 * bulk load (a restore, a migration from another product, the growth bench's fill) and before
 * autovacuum's first pass, a visitor's list combined an id lookup with a walk of every published
 * entry, 1.5-3.9x the same call at 1k. At start, before the instance says it is ready, each
 * table of the product's schema holding at least ANALYZE_FROM_ROWS live rows and never analyzed
 * (by anyone, autovacuum included) is analyzed, on one instance at a time (REDIS_URL).
 *
 * ANALYZE reads a fixed-size sample, so the pass costs about as much at 100k rows as at 10k, and
 * each table's pass is its own statement: a process killed in the middle leaves every table it
 * had not finished as it was, and the next start does those again (tests/process/plannerStatistics).
 * Each statement waits at most LOCK_WAIT_MS for a lock (a DBA's maintenance): the start never
 * hangs on it, the table is left for autovacuum. SQLite gathers no statistics unless told, and its
 * plans are guarded without them (tests/process/queryPlans); MongoDB has no planner statistics.
 */
export async function analyzeNeverAnalyzed(payload: Payload, log: (message: string, error?: unknown) => void): Promise<string[]> {
  if (payload.db.name !== 'postgres') return []
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return []
  const pass = await onOneInstance('planner-statistics', 10 * 60_000, async () => {
    const client = await pool.connect()
    try {
      const { rows } = await client.query(
        `SELECT "relname" AS "name" FROM "pg_stat_user_tables" WHERE "schemaname" = current_schema()
           AND "last_analyze" IS NULL AND "last_autoanalyze" IS NULL AND "n_live_tup" >= ${ANALYZE_FROM_ROWS} ORDER BY "n_live_tup" DESC`,
      )
      const tables = rows.map((row) => String(row.name))
      if (!tables.length) return []
      const started = Date.now()
      log(`planner statistics: analyzing ${tables.length} tables never analyzed (${tables.join(', ')})`)
      await client.query(`SET lock_timeout = ${LOCK_WAIT_MS}; SET statement_timeout = ${STATEMENT_MS}`)
      const done: string[] = []
      for (const table of tables) {
        try {
          await client.query(`ANALYZE "${table.replaceAll('"', '""')}"`)
          done.push(table)
        } catch (error) {
          log(`planner statistics: ${table} left for autovacuum`, error)
        }
      }
      log(`planner statistics: ${done.length} tables analyzed in ${Date.now() - started} ms`)
      return done
    } finally {
      client.release(true) // its session's timeouts go with it
    }
  })
  return pass.ran ? pass.value : []
}

import type { Payload } from 'payload'
import { onOneInstance } from '../shared/lock'

/** A table this large with no statistics gets them at start; a smaller one is planned well enough from its size on disk. */
export const ANALYZE_FROM_ROWS = 1_000
/** How long one table's statement may wait for a lock someone else holds before the table is left for autovacuum. */
const LOCK_WAIT_MS = 5_000

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>
type Client = { connect: () => Promise<void>; query: Query; end: () => Promise<void>; on: (event: 'error', listener: (error: unknown) => void) => void }
type PgAdapter = { pg?: { Client: new (options: unknown) => Client }; poolOptions?: unknown }
type Log = (message: string, error?: unknown) => void

/** One pass over the tables that never had something done to them, by anyone (autovacuum included). */
type Pass = {
  /** Its one-instance lock, and its name in the log. */
  name: string
  /** pg_stat_user_tables' columns of when it was last done, by hand and by autovacuum. */
  columns: readonly [string, string]
  statement: 'ANALYZE' | 'VACUUM'
  /** How long one table's statement may run (0: as long as it takes). */
  statementMs: number
}

/** ANALYZE reads a fixed sample (30,000 rows at the default target): seconds at most, whatever the table's size. */
const ANALYZE: Pass = { name: 'planner statistics', columns: ['last_analyze', 'last_autoanalyze'], statement: 'ANALYZE', statementMs: 60_000 }
/** VACUUM reads the whole table: its time grows with it, so it runs after the instance is ready. */
const VACUUM: Pass = { name: 'visibility map', columns: ['last_vacuum', 'last_autovacuum'], statement: 'VACUUM', statementMs: 0 }

/**
 * PostgreSQL plans a table it has never analyzed from guesses (issue #46, item 3): right after a
 * bulk load (a restore, a migration from another product, the growth bench's fill) and before
 * autovacuum's first pass, a visitor's list combined an id lookup with a walk of every published
 * entry, and a search counted its matches by a bitmap of every row: 1.5-3.9x the same call at
 * 1k. At start, before the instance says it is ready, each table of the product's schema holding
 * at least ANALYZE_FROM_ROWS live rows and never analyzed is analyzed.
 */
export const analyzeNeverAnalyzed = (payload: Payload, log: Log) => tablesPass(payload, ANALYZE, log)

/**
 * Such a table was never vacuumed either, so its visibility map is empty and an index-only scan
 * (a count, an offset page walking index entries) reads the table for every entry: the middle
 * page of the public list stayed 2.6x once analyzed. After the instance is ready, in the
 * background, each such table is vacuumed, which marks its pages all-visible.
 */
export const vacuumNeverVacuumed = (payload: Payload, log: Log) => tablesPass(payload, VACUUM, log)

/**
 * Does `pass` to each table that needs it, largest first, on one instance at a time (REDIS_URL),
 * on a connection of its own (a shutdown closing the pool never waits for it). Each table is its
 * own statement: a process killed in the middle leaves every table it had not finished as it
 * was, and the next start does those (tests/process/plannerStatistics kills one in each pass).
 * Each statement waits at most LOCK_WAIT_MS for a lock (a DBA's maintenance): the start never
 * hangs on it, the table is left for autovacuum. SQLite gathers no statistics unless told, and
 * its plans are guarded without them (tests/process/queryPlans); MongoDB has no planner.
 */
async function tablesPass(payload: Payload, pass: Pass, log: Log): Promise<string[]> {
  if (payload.db.name !== 'postgres') return []
  const { pg, poolOptions } = payload.db as unknown as PgAdapter
  if (!pg || !poolOptions) return []
  const run = await onOneInstance(pass.name, 10 * 60_000, async () => {
    const client = new pg.Client(poolOptions)
    // A connection lost between statements (the database restarted) is logged, never an uncaught error.
    client.on('error', (error) => log(`${pass.name}: connection lost`, error))
    await client.connect()
    try {
      const [done, byAutovacuum] = pass.columns
      const { rows } = await client.query(
        `SELECT "relname" AS "name" FROM "pg_stat_user_tables" WHERE "schemaname" = current_schema()
           AND "${done}" IS NULL AND "${byAutovacuum}" IS NULL AND "n_live_tup" >= ${ANALYZE_FROM_ROWS} ORDER BY "n_live_tup" DESC`,
      )
      const tables = rows.map((row) => String(row.name))
      if (!tables.length) return []
      const started = Date.now()
      log(`${pass.name}: ${pass.statement} of ${tables.length} tables never done (${tables.join(', ')})`)
      await client.query(`SET lock_timeout = ${LOCK_WAIT_MS}; SET statement_timeout = ${pass.statementMs}`)
      const finished: string[] = []
      for (const table of tables) {
        try {
          await client.query(`${pass.statement} "${table.replaceAll('"', '""')}"`)
          finished.push(table)
        } catch (error) {
          log(`${pass.name}: ${table} left for autovacuum`, error)
        }
      }
      log(`${pass.name}: ${finished.length} tables done in ${Date.now() - started} ms`)
      return finished
    } finally {
      await client.end().catch(() => undefined)
    }
  })
  return run.ran ? run.value : []
}

import type { Payload } from 'payload'
import { SQLITE_SEARCH_INDEX, SQLITE_SEARCH_REBUILD, SQLITE_SEARCH_OBJECTS } from './sqliteIndex'

type Rows = { rows: Record<string, unknown>[] }

/**
 * At start-up on SQLite: creates the search index where a schema push left none (dev and test
 * databases; migrated ones have it from their migration) and rebuilds it when its triggers were
 * missing (a push that rebuilt the articles table drops them). PostgreSQL's generated column is
 * schema like any other, and MongoDB searches without an index table.
 */
export async function ensureSearchIndex(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const db = payload.db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; raw: string }) => Promise<Rows> }
  const run = (raw: string) => db.execute({ drizzle: db.drizzle, raw })
  const tables = await run(`SELECT count(*) AS "n" FROM sqlite_master WHERE type = 'table' AND name = 'articles'`)
  if (!Number(tables.rows[0]?.n)) return // no schema yet (a migration is about to be written)
  const names = SQLITE_SEARCH_OBJECTS.map((n) => `'${n}'`).join(', ')
  const present = (await run(`SELECT count(*) AS "n" FROM sqlite_master WHERE type IN ('trigger', 'table') AND name IN (${names})`)).rows[0]?.n
  if (Number(present) === SQLITE_SEARCH_OBJECTS.length) return
  for (const statement of SQLITE_SEARCH_INDEX) await run(statement)
  for (const statement of SQLITE_SEARCH_REBUILD) await run(statement)
}

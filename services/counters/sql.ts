import type { Payload } from 'payload'
import { sqlAccess, type Db, type SqlTag } from '../shared/sqlAccess'
import type { CounterDeltas } from './names'
import type { CounterStore } from './types'

/** The first string after every string that starts with `prefix` (its last character + 1). */
const pastPrefix = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)

/**
 * Adds the deltas on `db` (a transaction's connection, so they commit with the write): one upsert
 * per counter, in name order, so two transactions bumping the same counters take their row
 * locks in the same order and never deadlock.
 */
export async function bumpCounters(payload: Payload, sql: SqlTag, db: Db, deltas: CounterDeltas) {
  const { run } = sqlAccess(payload)
  const names = Object.keys(deltas)
    .filter((name) => deltas[name])
    .sort()
  for (const name of names)
    await run(
      db,
      sql`INSERT INTO "counters" ("name", "value") VALUES (${name}, ${deltas[name]})
          ON CONFLICT ("name") DO UPDATE SET "value" = "counters"."value" + excluded."value"`,
    )
}

/** SQLite and PostgreSQL: the counters table through the adapter's drizzle instance. */
export function sqlCounters(payload: Payload, sql: SqlTag): CounterStore {
  const { drizzle, run, dbFor } = sqlAccess(payload)
  return {
    async bump(deltas, req) {
      await bumpCounters(payload, sql, await dbFor(req), deltas)
    },

    async get(name) {
      const { rows } = await run(drizzle, sql`SELECT "value" FROM "counters" WHERE "name" = ${name}`)
      return Number(rows[0]?.value ?? 0)
    },

    async sumSince(prefix, fromDay) {
      const { rows } = await run(
        drizzle,
        sql`SELECT coalesce(sum("value"), 0) AS "n" FROM "counters" WHERE "name" >= ${prefix + fromDay} AND "name" < ${pastPrefix(prefix)}`,
      )
      return Number(rows[0]?.n ?? 0)
    },
  }
}

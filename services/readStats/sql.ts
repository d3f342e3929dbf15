import type { Payload } from 'payload'
import { COUNTER, type CounterDeltas } from '../counters'
import { bumpCounters } from '../counters/sql'
import { sqlAccess, truthy, type Db, type SqlTag } from '../shared/sqlAccess'
import { READ_WINDOWS, addDays, dayOf, windowIncrements, type ReadStatsStore } from './types'

const WINDOW_STATE = 'windows'
/** Past this many missed days every window is empty anyway: reset instead of replaying. */
const MAX_REPLAY_DAYS = 400

/**
 * SQLite and PostgreSQL: the same statements (upserts with ON CONFLICT, UPDATE ... FROM) run
 * through the adapter's drizzle instance. Raw SQL lives here and in the search index only.
 */
export function sqlReadStats(payload: Payload, sql: SqlTag): ReadStatsStore {
  const { drizzle, run, dbFor } = sqlAccess(payload)
  const bump = (db: Db, deltas: CounterDeltas) => bumpCounters(payload, sql, db, deltas)
  // SQLite has one writer, and libsql begins each transaction on a connection of its own that
  // fails at once when another holds the lock: this process's transactions queue instead.
  let queue: Promise<unknown> = Promise.resolve()
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    if (payload.db.name !== 'sqlite') return drizzle.transaction(work)
    const run = queue.then(() => drizzle.transaction(work))
    queue = run.catch(() => undefined)
    return run
  }
  // PostgreSQL locks the totals row it reads before moving its last-read day; SQLite's first
  // write of the transaction (the read event) already holds the database's write lock.
  const forUpdate = sql.raw(payload.db.name === 'postgres' ? 'FOR UPDATE' : '')
  let rolledThrough = ''

  async function rollWindows(today: string) {
    if (rolledThrough >= today) return
    const { rows } = await run(drizzle, sql`SELECT "day" FROM "read_window_state" WHERE "name" = ${WINDOW_STATE}`)
    const from = rows[0]?.day as string | undefined
    if (!from) {
      // A new database: nothing counted yet, the windows start today.
      await run(drizzle, sql`INSERT INTO "read_window_state" ("name", "day") VALUES (${WINDOW_STATE}, ${today}) ON CONFLICT ("name") DO NOTHING`)
    } else if (from < today) {
      await transaction(async (tx) => {
        // Only the instance whose update moves the marker subtracts: each day leaves once.
        const moved = await run(tx, sql`UPDATE "read_window_state" SET "day" = ${today} WHERE "name" = ${WINDOW_STATE} AND "day" = ${from} RETURNING "day"`)
        if (!moved.rows.length) return
        if (addDays(from, MAX_REPLAY_DAYS) < today) {
          await run(tx, sql`UPDATE "article_read_totals" SET "reads_week" = 0, "reads_month" = 0, "reads_quarter" = 0, "reads_year" = 0`)
          return
        }
        for (let day = addDays(from, 1); day <= today; day = addDays(day, 1)) {
          for (const w of READ_WINDOWS) {
            const leaving = addDays(day, -w.days - 1)
            const column = sql.raw(`"${w.column}"`)
            await run(
              tx,
              sql`UPDATE "article_read_totals" SET ${column} = ${column} - d."reads" FROM "article_read_days" d
                  WHERE d."article_id" = "article_read_totals"."article_id" AND d."day" = ${leaving}`,
            )
          }
        }
      })
    }
    rolledThrough = today
  }

  return {
    rollWindows,

    async recordRead({ article, day, visitor, key }) {
      const today = dayOf(new Date())
      await rollWindows(today)
      // A read of an earlier day (the demo seed) counts only in the windows that still hold it.
      const [week, month, quarter, year] = windowIncrements(day, today)
      return transaction(async (tx) => {
        const inserted = await run(
          tx,
          sql`INSERT INTO "article_reads" ("article_id", "day", "visitor", "key") VALUES (${article}, ${day}, ${visitor}, ${key})
              ON CONFLICT ("key") DO NOTHING RETURNING "id"`,
        )
        if (!inserted.rows.length) return false
        await run(
          tx,
          sql`INSERT INTO "article_read_days" ("article_id", "day", "reads") VALUES (${article}, ${day}, 1)
              ON CONFLICT ("article_id", "day") DO UPDATE SET "reads" = "article_read_days"."reads" + 1`,
        )
        await run(tx, sql`INSERT INTO "read_days" ("day", "reads") VALUES (${day}, 1) ON CONFLICT ("day") DO UPDATE SET "reads" = "read_days"."reads" + 1`)
        // The row first (a concurrent first read waits here for this one), then its state under
        // a lock, so the last-read histogram moves each article exactly once.
        await run(
          tx,
          sql`INSERT INTO "article_read_totals" ("article_id", "published", "last_read_day", "reads_week", "reads_month", "reads_quarter", "reads_year")
              VALUES (${article}, TRUE, '', 0, 0, 0, 0) ON CONFLICT ("article_id") DO NOTHING`,
        )
        const { rows } = await run(tx, sql`SELECT "published", "last_read_day" FROM "article_read_totals" WHERE "article_id" = ${article} ${forUpdate}`)
        const before = { published: truthy(rows[0]?.published), day: String(rows[0]?.last_read_day ?? '') }
        const last = day > before.day ? day : before.day
        await run(
          tx,
          sql`UPDATE "article_read_totals" SET "published" = TRUE, "last_read_day" = ${last},
                "reads_week" = "reads_week" + ${week}, "reads_month" = "reads_month" + ${month},
                "reads_quarter" = "reads_quarter" + ${quarter}, "reads_year" = "reads_year" + ${year}
              WHERE "article_id" = ${article}`,
        )
        if (!before.published || before.day !== last) {
          await bump(tx, { [COUNTER.lastReadOn(last)]: 1, ...(before.published && before.day ? { [COUNTER.lastReadOn(before.day)]: -1 } : {}) })
        }
        return true
      })
    },

    async setPublished(article, published, req) {
      const db = await dbFor(req)
      const flag = published ? sql`TRUE` : sql`FALSE`
      // Only a row whose flag really changes moves the histogram of last-read days.
      const { rows } = await run(
        db,
        sql`UPDATE "article_read_totals" SET "published" = ${flag} WHERE "article_id" = ${article} AND "published" <> ${flag} RETURNING "last_read_day"`,
      )
      const day = String(rows[0]?.last_read_day ?? '')
      if (day) await bump(db, { [COUNTER.lastReadOn(day)]: published ? 1 : -1 })
    },

    async forgetArticle(article, req) {
      const db = await dbFor(req)
      await run(db, sql`DELETE FROM "article_reads" WHERE "article_id" = ${article}`)
      await run(db, sql`DELETE FROM "article_read_days" WHERE "article_id" = ${article}`)
      const { rows } = await run(db, sql`DELETE FROM "article_read_totals" WHERE "article_id" = ${article} RETURNING "published", "last_read_day"`)
      const day = String(rows[0]?.last_read_day ?? '')
      if (day && truthy(rows[0]?.published)) await bump(db, { [COUNTER.lastReadOn(day)]: -1 })
    },

    async pruneEvents(beforeDay, batch = 5_000) {
      let total = 0
      for (;;) {
        const { rows } = await run(
          drizzle,
          sql`DELETE FROM "article_reads" WHERE "id" IN (SELECT "id" FROM "article_reads" WHERE "day" < ${beforeDay} LIMIT ${batch}) RETURNING "id"`,
        )
        total += rows.length
        if (rows.length < batch) return total
      }
    },

    async countAuthors() {
      // One probe of the author index per user: the staff, not the articles, set the cost
      // (count(DISTINCT author_id) read every article).
      const { rows } = await run(drizzle, sql`SELECT count(*) AS "n" FROM "users" u WHERE EXISTS (SELECT 1 FROM "articles" a WHERE a."author_id" = u."id")`)
      return Number(rows[0]?.n ?? 0)
    },
  }
}

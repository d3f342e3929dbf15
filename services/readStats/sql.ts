import type { Payload, PayloadRequest } from 'payload'
import { READ_WINDOWS, addDays, dayOf, windowIncrements, type ReadStatsStore } from './types'

/** The part of drizzle both SQL adapters share: a tagged template and a way to run it. */
type SqlTag = { (strings: TemplateStringsArray, ...values: unknown[]): unknown; raw: (text: string) => unknown }
type Db = { transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T> }
type Rows = { rows: Record<string, unknown>[] }

const WINDOW_STATE = 'windows'
/** Past this many missed days every window is empty anyway: reset instead of replaying. */
const MAX_REPLAY_DAYS = 400

/**
 * SQLite and PostgreSQL: the same statements (upserts with ON CONFLICT, UPDATE ... FROM) run
 * through the adapter's drizzle instance. Raw SQL lives here and in the search index only.
 */
export function sqlReadStats(payload: Payload, sql: SqlTag): ReadStatsStore {
  const adapter = payload.db as unknown as { drizzle: Db; sessions?: Record<string, { db: Db }>; execute: (a: { drizzle: Db; sql: unknown }) => Promise<Rows> }
  const run = (db: Db, statement: unknown) => adapter.execute({ drizzle: db, sql: statement })
  const dbFor = async (req?: Partial<PayloadRequest>) =>
    (req?.transactionID ? adapter.sessions?.[String(await req.transactionID)]?.db : undefined) ?? adapter.drizzle
  let rolledThrough = ''

  async function rollWindows(today: string) {
    if (rolledThrough >= today) return
    const { rows } = await run(adapter.drizzle, sql`SELECT "day" FROM "read_window_state" WHERE "name" = ${WINDOW_STATE}`)
    const from = rows[0]?.day as string | undefined
    if (!from) {
      // A new database: nothing counted yet, the windows start today.
      await run(adapter.drizzle, sql`INSERT INTO "read_window_state" ("name", "day") VALUES (${WINDOW_STATE}, ${today}) ON CONFLICT ("name") DO NOTHING`)
    } else if (from < today) {
      await adapter.drizzle.transaction(async (tx) => {
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
      return adapter.drizzle.transaction(async (tx) => {
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
        await run(
          tx,
          sql`INSERT INTO "article_read_totals" ("article_id", "published", "last_read_day", "reads_week", "reads_month", "reads_quarter", "reads_year")
              VALUES (${article}, TRUE, ${day}, ${week}, ${month}, ${quarter}, ${year})
              ON CONFLICT ("article_id") DO UPDATE SET "published" = TRUE,
                "last_read_day" = CASE WHEN excluded."last_read_day" > "article_read_totals"."last_read_day" THEN excluded."last_read_day"
                    ELSE "article_read_totals"."last_read_day" END,
                "reads_week" = "article_read_totals"."reads_week" + excluded."reads_week",
                    "reads_month" = "article_read_totals"."reads_month" + excluded."reads_month",
                "reads_quarter" = "article_read_totals"."reads_quarter" + excluded."reads_quarter",
                    "reads_year" = "article_read_totals"."reads_year" + excluded."reads_year"`,
        )
        return true
      })
    },

    async setPublished(article, published, req) {
      await run(await dbFor(req), sql`UPDATE "article_read_totals" SET "published" = ${published ? sql`TRUE` : sql`FALSE`} WHERE "article_id" = ${article}`)
    },

    async forgetArticle(article, req) {
      const db = await dbFor(req)
      await run(db, sql`DELETE FROM "article_reads" WHERE "article_id" = ${article}`)
      await run(db, sql`DELETE FROM "article_read_days" WHERE "article_id" = ${article}`)
      await run(db, sql`DELETE FROM "article_read_totals" WHERE "article_id" = ${article}`)
    },

    async pruneEvents(beforeDay, batch = 5_000) {
      let total = 0
      for (;;) {
        const { rows } = await run(
          adapter.drizzle,
          sql`DELETE FROM "article_reads" WHERE "id" IN (SELECT "id" FROM "article_reads" WHERE "day" < ${beforeDay} LIMIT ${batch}) RETURNING "id"`,
        )
        total += rows.length
        if (rows.length < batch) return total
      }
    },

    async countAuthors() {
      // One probe of the author index per user: the staff, not the articles, set the cost
      // (count(DISTINCT author_id) read every article).
      const { rows } = await run(
        adapter.drizzle,
        sql`SELECT count(*) AS "n" FROM "users" u WHERE EXISTS (SELECT 1 FROM "articles" a WHERE a."author_id" = u."id")`,
      )
      return Number(rows[0]?.n ?? 0)
    },
  }
}

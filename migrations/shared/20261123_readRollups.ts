/**
 * Data part of the 20261123 growth migrations (SQLite and PostgreSQL alike): the read rollups
 * built from the read events already stored, and the window marker set to the day it ran.
 * Frozen with the migration: later changes to the services do not change what it did.
 */
const WINDOWS = [
  ['reads_week', 7],
  ['reads_month', 30],
  ['reads_quarter', 90],
  ['reads_year', 365],
] as const

const dayBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00.000Z`) - days * 86_400_000).toISOString().slice(0, 10)

export function readRollupsBackfill(today: string): string[] {
  const windows = WINDOWS.map(([, days]) => `sum(CASE WHEN d."day" >= '${dayBefore(today, days)}' THEN d."reads" ELSE 0 END)`).join(', ')
  return [
    `INSERT INTO "article_read_days" ("article_id", "day", "reads") SELECT "article_id", "day", count(*) FROM "article_reads"
        WHERE "article_id" IS NOT NULL GROUP BY "article_id", "day"`,
    `INSERT INTO "read_days" ("day", "reads") SELECT "day", count(*) FROM "article_reads" GROUP BY "day"`,
    `INSERT INTO "article_read_totals" ("article_id", "published", "last_read_day", ${WINDOWS.map(([c]) => `"${c}"`).join(', ')})
       SELECT d."article_id", a."status" = 'published', max(d."day"), ${windows}
       FROM "article_read_days" d JOIN "articles" a ON a."id" = d."article_id" GROUP BY d."article_id", a."status"`,
    `INSERT INTO "read_window_state" ("name", "day") VALUES ('windows', '${today}')`,
  ]
}

const FTS_OPTIONS = `tokenize='unicode61 remove_diacritics 2', prefix='2 3'`

/**
 * SQLite's full-text indexes over articles.search_text, kept in step by triggers: every article
 * (the back-office's search; external content, the text is stored once) and the published ones
 * only (the public search: counting a common word's matches needs no join to filter drafts out).
 */
export const SQLITE_SEARCH_CREATE = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS "libsql_articles_fts" USING fts5("search_text", content='articles', content_rowid='id', ${FTS_OPTIONS})`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS "libsql_published_fts" USING fts5("search_text", content='', contentless_delete=1, ${FTS_OPTIONS})`,
  `CREATE TRIGGER IF NOT EXISTS "articles_fts_insert" AFTER INSERT ON "articles" BEGIN
     INSERT INTO "libsql_articles_fts" ("rowid", "search_text") VALUES (new."id", new."search_text");
     INSERT INTO "libsql_published_fts" ("rowid", "search_text") SELECT new."id", new."search_text" WHERE new."status" = 'published';
   END`,
  `CREATE TRIGGER IF NOT EXISTS "articles_fts_delete" AFTER DELETE ON "articles" BEGIN
     INSERT INTO "libsql_articles_fts" ("libsql_articles_fts", "rowid", "search_text") VALUES ('delete', old."id", old."search_text");
     DELETE FROM "libsql_published_fts" WHERE "rowid" = old."id";
   END`,
  `CREATE TRIGGER IF NOT EXISTS "articles_fts_update" AFTER UPDATE OF "search_text", "status" ON "articles" BEGIN
     INSERT INTO "libsql_articles_fts" ("libsql_articles_fts", "rowid", "search_text") VALUES ('delete', old."id", old."search_text");
     INSERT INTO "libsql_articles_fts" ("rowid", "search_text") VALUES (new."id", new."search_text");
     DELETE FROM "libsql_published_fts" WHERE "rowid" = old."id";
     INSERT INTO "libsql_published_fts" ("rowid", "search_text") SELECT new."id", new."search_text" WHERE new."status" = 'published';
   END`,
]

/** Fills both indexes from the articles already stored. */
export const SQLITE_SEARCH_FILL = [
  `INSERT INTO "libsql_articles_fts" ("libsql_articles_fts") VALUES ('rebuild')`,
  `DELETE FROM "libsql_published_fts"`,
  `INSERT INTO "libsql_published_fts" ("rowid", "search_text") SELECT "id", "search_text" FROM "articles" WHERE "status" = 'published'`,
]

export const SQLITE_SEARCH_UP = [...SQLITE_SEARCH_CREATE, ...SQLITE_SEARCH_FILL]

export const SQLITE_SEARCH_DOWN = [
  `DROP TRIGGER IF EXISTS "articles_fts_insert"`,
  `DROP TRIGGER IF EXISTS "articles_fts_delete"`,
  `DROP TRIGGER IF EXISTS "articles_fts_update"`,
  `DROP TABLE IF EXISTS "libsql_articles_fts"`,
  `DROP TABLE IF EXISTS "libsql_published_fts"`,
]

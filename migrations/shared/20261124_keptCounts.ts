/**
 * Data part of the 20261124 kept-counts migrations (SQLite and PostgreSQL alike): the counters
 * of services/counters and the rows of services/articleTerms, built from what is stored. Frozen
 * with the migration; the growth bench's fill runs them again after writing rows directly.
 */
export function countersBackfill(dialect: 'sqlite' | 'postgres'): string[] {
  const createdDay = dialect === 'sqlite' ? `substr("created_at", 1, 10)` : `to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
  const perTerm = (kind: string, path: string) =>
    `INSERT INTO "counters" ("name", "value")
       SELECT 'published:${kind}:' || r."${path}_id", count(DISTINCT r."parent_id") FROM "articles_rels" r
       JOIN "articles" a ON a."id" = r."parent_id" WHERE r."path" = '${path}' AND a."status" = 'published' GROUP BY r."${path}_id"`
  return [
    `DELETE FROM "counters"`,
    `INSERT INTO "counters" ("name", "value") SELECT 'published', count(*) FROM "articles" WHERE "status" = 'published'`,
    perTerm('category', 'categories'),
    perTerm('tag', 'tags'),
    `INSERT INTO "counters" ("name", "value") SELECT 'created:' || ${createdDay}, count(*) FROM "articles" GROUP BY ${createdDay}`,
    `INSERT INTO "counters" ("name", "value") SELECT 'last-read:' || "last_read_day", count(*) FROM "article_read_totals"
       WHERE "published" = TRUE AND "last_read_day" <> '' GROUP BY "last_read_day"`,
  ]
}

export const ARTICLE_TERMS_BACKFILL = [
  `DELETE FROM "article_terms"`,
  `INSERT INTO "article_terms" ("article", "kind", "term", "published_at", "article_created_at")
     SELECT DISTINCT a."id", CASE r."path" WHEN 'categories' THEN 'category' ELSE 'tag' END, coalesce(r."categories_id", r."tags_id"),
       a."published_at", a."created_at"
     FROM "articles_rels" r JOIN "articles" a ON a."id" = r."parent_id"
     WHERE a."status" = 'published' AND r."path" IN ('categories', 'tags')`,
]

import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { DEFAULT_LANGUAGE } from '../../domain/languages'

type Rows = { rows: Record<string, unknown>[] }
/** A published article's sitemap line: its pt-BR slug, its date, and its slug in each language written (hreflang). */
export type SitemapRow = { id: number | string; slug: string; updatedAt: string; slugs?: Partial<Record<string, string>> }

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/**
 * A batch of published articles' id, slug, date and written languages, in creation order,
 * straight from SQL: what a sitemap line and its hreflang links need. Payload's adapter read built a document of every field for
 * each row (empty but for these three), which made each 2,000-URL file cost several megabytes.
 * Null on MongoDB, which keeps the adapter's read.
 */
export function sqlSitemapRows(payload: Payload) {
  const dialect = payload.db.name === 'postgres' ? 'postgres' : payload.db.name === 'sqlite' ? 'sqlite' : null
  if (!dialect) return null
  const sql = dialect === 'postgres' ? postgresSql : sqliteSql
  const adapter = payload.db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; sql: unknown }) => Promise<Rows> }
  return async (offset: number, limit: number): Promise<SitemapRow[]> => {
    const { rows } = await adapter.execute({
      drizzle: adapter.drizzle,
      sql: sql`SELECT "id", "updated_at" FROM "articles" WHERE "status" = 'published'
        ORDER BY "created_at", "id" LIMIT ${limit} OFFSET ${offset}`,
    })
    if (!rows.length) return []
    // The batch's languages and slugs: one indexed read of its own locale rows (at most five per article).
    const ids = rows.map((r) => r.id)
    const { rows: written } = await adapter.execute({
      drizzle: adapter.drizzle,
      sql: sql`SELECT "_parent_id" AS "id", "_locale" AS "locale", "slug" FROM "articles_locales" WHERE "_parent_id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND "title" IS NOT NULL AND "slug" IS NOT NULL`,
    })
    const slugs = new Map<string, Record<string, string>>()
    for (const w of written) slugs.set(String(w.id), { ...slugs.get(String(w.id)), [String(w.locale)]: String(w.slug) })
    return rows.map((r) => {
      const own = slugs.get(String(r.id)) ?? {}
      return { id: r.id as number | string, slug: own[DEFAULT_LANGUAGE] ?? '', updatedAt: iso(r.updated_at), slugs: own }
    })
  }
}

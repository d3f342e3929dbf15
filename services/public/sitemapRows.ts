import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

type Rows = { rows: Record<string, unknown>[] }
export type SitemapRow = { id: number | string; slug: string; updatedAt: string }

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/**
 * A batch of published articles' id, slug and date, in creation order, straight from SQL: the
 * three columns a sitemap line needs. Payload's adapter read built a document of every field for
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
      sql: sql`SELECT "id", "slug", "updated_at" FROM "articles" WHERE "status" = 'published'
        ORDER BY "created_at", "id" LIMIT ${limit} OFFSET ${offset}`,
    })
    return rows.map((r) => ({ id: r.id as number | string, slug: String(r.slug ?? ''), updatedAt: iso(r.updated_at) }))
  }
}

import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { DEFAULT_LANGUAGE } from '../../domain/languages'

type Rows = { rows: Record<string, unknown>[] }
/** A published article's sitemap line: its pt-BR slug, its date, and its slug in each language written (hreflang). */
export type SitemapRow = { id: number | string; slug: string; updatedAt: string; slugs?: Partial<Record<string, string>> }

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/**
 * Published articles' sitemap lines straight from SQL, by id range: the file of ids (after, upTo]
 * is one seek of the primary key (or of the status index, whose entries SQLite keeps in rowid
 * order), so file 50 costs what file 1 costs at any size (an offset walked every earlier entry:
 * issue #28). Ids only grow and are never given twice, so a file keeps its articles as new ones
 * arrive. Payload's adapter read built a document of every field for each row, which made each
 * file cost several megabytes. Null on MongoDB, which keeps the adapter's read.
 */
export function sqlSitemapRows(payload: Payload) {
  const dialect = payload.db.name === 'postgres' ? 'postgres' : payload.db.name === 'sqlite' ? 'sqlite' : null
  if (!dialect) return null
  const sql = dialect === 'postgres' ? postgresSql : sqliteSql
  const adapter = payload.db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; sql: unknown }) => Promise<Rows> }
  const run = async (query: unknown) => (await adapter.execute({ drizzle: adapter.drizzle, sql: query })).rows
  return {
    /** The newest published article's id (0 when none): how far the files reach. One index entry. */
    lastId: async (): Promise<number> => {
      const [row] = await run(sql`SELECT "id" FROM "articles" WHERE "status" = 'published' ORDER BY "id" DESC LIMIT 1`)
      return row ? Number(row.id) : 0
    },
    inRange: async (after: number, upTo: number): Promise<SitemapRow[]> => {
      const rows = await run(sql`SELECT "id", "updated_at" FROM "articles" WHERE "status" = 'published' AND "id" > ${after} AND "id" <= ${upTo} ORDER BY "id"`)
      if (!rows.length) return []
      // The range's languages and slugs: one indexed read of its own locale rows (at most five per article).
      const written = await run(
        sql`SELECT "_parent_id" AS "id", "_locale" AS "locale", "slug" FROM "articles_locales" WHERE "_parent_id" IN (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}) AND "title" IS NOT NULL AND "slug" IS NOT NULL`,
      )
      const slugs = new Map<string, Record<string, string>>()
      for (const w of written) slugs.set(String(w.id), { ...slugs.get(String(w.id)), [String(w.locale)]: String(w.slug) })
      return rows.map((r) => {
        const own = slugs.get(String(r.id)) ?? {}
        return { id: r.id as number | string, slug: own[DEFAULT_LANGUAGE] ?? '', updatedAt: iso(r.updated_at), slugs: own }
      })
    },
  }
}

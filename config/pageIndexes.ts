import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { sqliteAdapter } from '@payloadcms/db-sqlite'

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]
type SqliteSchemaHook = NonNullable<Parameters<typeof sqliteAdapter>[0]['afterSchemaInit']>[number]

/**
 * The staff lists paged by number, newest first (date, then id), in their own order with the
 * column their filter reads: a deep page skips index entries only. Leads skip deleted ones by
 * their status: with (date, status) SQLite walked the date's own index and read every skipped
 * row for its status (page 2,485 of 100,000 leads: 125 ms of SQLite, 3 ms with this one; issue
 * #63). On PostgreSQL a deep page reads its ids from these alone (services/shared/deepPage.ts).
 * Payload's own index option does not take the id.
 */
const PAGE_INDEXES = [
  { table: 'leads', name: 'leads_page_idx', columns: ['createdAt', 'id', 'status'] },
  { table: 'activity_log', name: 'activity_log_page_idx', columns: ['createdAt', 'id'] },
  // A form's submissions (issue #65): the middle of 100,000 by page number read every skipped row
  // on PostgreSQL (589 ms against 33 ms at 1,000) through the (form, createdAt) index alone.
  { table: 'form_submissions', name: 'form_submissions_page_idx', columns: ['form', 'createdAt', 'id'] },
  // The retention's read of a form's old files (services/jobs/pruneFormSubmissions.ts), a batch at a time.
  { table: 'form_files', name: 'form_files_form_created_idx', columns: ['form', 'createdAt'] },
  // A category's articles from the relation's index alone, with no row read: the back-office
  // list's count and id list (services/search/sql.ts, staffList). Through Payload's index on the
  // category alone, PostgreSQL read each of a category's 2,540 rows of the relation table, spread
  // over as many pages: 21-28 ms for the count, 1.4 ms from this index.
  { table: 'articles_rels', name: 'articles_rels_category_parent_idx', columns: ['categoriesID', 'path', 'parent'] },
] as const

type Columns = Record<string, never>

export const postgresPageIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const { table, name, columns } of PAGE_INDEXES) {
    extendTable({
      table: schema.tables[table]!,
      extraConfig: (t) => {
        const [first, ...rest] = columns.map((c) => (t as Columns)[c]!)
        return { [name]: pgIndex(name).on(first!, ...rest) }
      },
    })
  }
  return schema
}

export const sqlitePageIndexes: SqliteSchemaHook = ({ schema, extendTable }) => {
  for (const { table, name, columns } of PAGE_INDEXES) {
    extendTable({
      table: schema.tables[table]!,
      extraConfig: (t) => {
        const [first, ...rest] = columns.map((c) => (t as Columns)[c]!)
        return { [name]: sqliteIndex(name).on(first!, ...rest) }
      },
    })
  }
  return schema
}

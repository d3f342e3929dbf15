import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { sqliteAdapter } from '@payloadcms/db-sqlite'

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]
type SqliteSchemaHook = NonNullable<Parameters<typeof sqliteAdapter>[0]['afterSchemaInit']>[number]

/** Every language table Payload builds for a localized collection, global or their versions. */
const localeTables = (tables: Record<string, unknown>) => Object.keys(tables).filter((name) => name.endsWith('_locales'))

/**
 * An index on `_parent_id` for every `*_locales` table. Payload makes only a unique index on
 * (`_locale`, `_parent_id`), but it reads a document's languages by `_parent_id` alone, so
 * without this each document read scanned the whole table (every article body in every
 * language): 121 ms an article at 100k articles (issue #28). Derived from the schema, so a
 * collection localized later gets its index with its table; the query-plan guard
 * (tests/process/queryPlans.test.ts) fails if one is missing.
 */
export const postgresLocaleIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const name of localeTables(schema.tables)) {
    const table = schema.tables[name]!
    extendTable({ table, extraConfig: (t) => ({ [`${name}_parent_id_idx`]: pgIndex(`${name}_parent_id_idx`).on(t._parentID) }) })
  }
  return schema
}

export const sqliteLocaleIndexes: SqliteSchemaHook = ({ schema, extendTable }) => {
  for (const name of localeTables(schema.tables)) {
    const table = schema.tables[name]!
    extendTable({ table, extraConfig: (t) => ({ [`${name}_parent_id_idx`]: sqliteIndex(`${name}_parent_id_idx`).on(t._parentID) }) })
  }
  return schema
}

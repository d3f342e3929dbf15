import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Ids never come back (issue #29). Without AUTOINCREMENT, SQLite gives a deleted newest row's
 * id to the next row: a deleted credential's token, a deleted draft's preview link or an old
 * article address could reach whatever took the id. Every table Payload keys with its own integer `id`
 * gets AUTOINCREMENT (the adapter's `autoIncrement` makes new tables so from now on), and
 * sqlite_sequence starts each one at its highest id.
 *
 * How: SQLite's documented procedure for schema changes that leave the stored rows as they are
 * ("Making Other Kinds Of Table Schema Changes", in its ALTER TABLE page): an INTEGER PRIMARY
 * KEY is the rowid with or without AUTOINCREMENT, so only each table's CREATE text changes,
 * under writable_schema, with the schema version bumped in the same transaction. No row is
 * copied. drizzle-kit's generated rebuild was not used: it copies every table and relies on
 * `PRAGMA foreign_keys=OFF`, a no-op inside the migration's transaction, so dropping an old
 * parent table would have fired its ON DELETE CASCADE on every child row.
 */
type Row = Record<string, unknown>

/** The tables Payload keys with its own id (collections, globals, versions, arrays): those the adapter now makes with AUTOINCREMENT. Join tables (`_rels`, `_locales`) keep plain keys, as Payload declares them. */
const TABLES = [
  '_articles_v',
  '_categories_v',
  '_company_v',
  '_faqs_v',
  '_layout_settings_v',
  '_seo_snippets_v',
  '_whatsapp_settings_v',
  'activity_log',
  'article_autosaves',
  'article_read_days',
  'article_read_totals',
  'article_reads',
  'article_terms',
  'articles',
  'categories',
  'company',
  'counters',
  'credentials',
  'credentials_products',
  'faqs',
  'layout_settings',
  'leads',
  'media',
  'messages',
  'newsletter_deliveries',
  'newsletter_sends',
  'newsletter_settings',
  'payload_jobs',
  'payload_jobs_stats',
  'payload_kv',
  'payload_locked_documents',
  'payload_migrations',
  'payload_preferences',
  'preview_links',
  'read_days',
  'read_window_state',
  'roles',
  'roles_active_routes',
  'seed_state',
  'seo_snippets',
  'tags',
  'users',
  'users_access',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_endpoints_events',
  'whatsapp_settings',
]

const KEYED = /([`"]id[`"]\s+integer\s+PRIMARY KEY)(\s+NOT NULL)/i

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const tables = ((await db.all(sql`SELECT "name", "sql" FROM "sqlite_master" WHERE "type" = 'table'`)) as Row[]).filter(
    (t) => TABLES.includes(String(t.name)) && KEYED.test(String(t.sql)) && !/AUTOINCREMENT/i.test(String(t.sql)),
  )
  if (!tables.length) return
  // sqlite_sequence exists once any AUTOINCREMENT table has been created.
  await db.run(sql`CREATE TABLE IF NOT EXISTS "__sequence_probe" ("id" integer PRIMARY KEY AUTOINCREMENT)`)
  await db.run(sql`DROP TABLE "__sequence_probe"`)
  const version = Number(Object.values(((await db.all(sql`PRAGMA schema_version`)) as Row[])[0]!)[0])
  await db.run(sql`PRAGMA writable_schema = ON`)
  for (const t of tables) {
    const text = String(t.sql).replace(KEYED, '$1 AUTOINCREMENT$2')
    await db.run(sql`UPDATE "sqlite_master" SET "sql" = ${text} WHERE "type" = 'table' AND "name" = ${String(t.name)}`)
  }
  await db.run(sql.raw(`PRAGMA schema_version = ${version + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
  for (const t of tables) {
    const name = String(t.name)
    await db.run(sql`DELETE FROM "sqlite_sequence" WHERE "name" = ${name}`)
    await db.run(sql.raw(`INSERT INTO "sqlite_sequence" ("name", "seq") SELECT '${name}', coalesce(max("id"), 0) FROM "${name}"`))
  }
  const check = (await db.all(sql`PRAGMA integrity_check`)) as Row[]
  if (String(Object.values(check[0] ?? {})[0]) !== 'ok') throw new Error(`ids_never_reused: integrity check failed: ${JSON.stringify(check)}`)
}

/** AUTOINCREMENT stays: taking it away would let ids come back, and no later schema needs that. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

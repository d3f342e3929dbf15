import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A user's position may be empty (issue #64, item 4): an author an import brings has none in
 * the export, and the import no longer invents one. Everyone staff add still needs one (the
 * field's validation and the back-office form).
 *
 * How: as in newsletter_send_history, dropping a NOT NULL constraint leaves the stored rows as
 * they are, so only the table's CREATE text changes, under writable_schema, with the schema
 * version bumped in the same transaction. drizzle-kit's generated rebuild copies `users` with
 * `PRAGMA foreign_keys=OFF`, a no-op inside the migration's transaction: dropping the old table
 * would have emptied every article's author, session and access list by their foreign keys.
 */
type Row = Record<string, unknown>

const POSITION = /([`"]position[`"]\s+text(?:\s+DEFAULT\s+'[a-z_-]*')?)\s+NOT NULL/i

async function setUsersText(db: MigrateUpArgs['db'], change: (text: string) => string): Promise<void> {
  const [table] = (await db.all(sql`SELECT "sql" FROM "sqlite_master" WHERE "type" = 'table' AND "name" = 'users'`)) as Row[]
  const text = String(table?.sql ?? '')
  const changed = change(text)
  if (changed === text) return
  const version = Number(Object.values(((await db.all(sql`PRAGMA schema_version`)) as Row[])[0]!)[0])
  await db.run(sql`PRAGMA writable_schema = ON`)
  await db.run(sql`UPDATE "sqlite_master" SET "sql" = ${changed} WHERE "type" = 'table' AND "name" = 'users'`)
  await db.run(sql.raw(`PRAGMA schema_version = ${version + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
  const check = (await db.all(sql`PRAGMA integrity_check`)) as Row[]
  if (String(Object.values(check[0] ?? {})[0]) !== 'ok') throw new Error(`imported_author_position: integrity check failed: ${JSON.stringify(check)}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await setUsersText(db, (text) => text.replace(POSITION, '$1'))
}

/** Back to NOT NULL: imported authors without a position get the old default first. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE "users" SET "position" = 'operational' WHERE "position" IS NULL`)
  await setUsersText(db, (text) => text.replace(/([`"]position[`"]\s+text(?:\s+DEFAULT\s+'[a-z_-]*')?)(?!\s+NOT NULL)/i, '$1 NOT NULL'))
}

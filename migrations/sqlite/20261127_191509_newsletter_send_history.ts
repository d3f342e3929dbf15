import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A newsletter send outlives its article (issue #42, item 4): `article_id` may be null (deleting
 * the article sets it so, by the foreign key's ON DELETE SET NULL, where NOT NULL made the delete
 * fail with a 500), and the send keeps the title and address it went out with.
 *
 * How: dropping a NOT NULL constraint leaves the stored rows as they are, so, as in
 * ids_never_reused, only the table's CREATE text changes, under writable_schema, with the schema
 * version bumped in the same transaction. drizzle-kit's generated rebuild copies the table with
 * `PRAGMA foreign_keys=OFF`, a no-op inside the migration's transaction. Existing sends get
 * their article's pt-BR title and address.
 */
type Row = Record<string, unknown>

const ARTICLE_NOT_NULL = /([`"]article_id[`"]\s+integer)\s+NOT NULL/i

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_sends\` ADD \`article_title\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_sends\` ADD \`article_path\` text;`)
  const [table] = (await db.all(sql`SELECT "sql" FROM "sqlite_master" WHERE "type" = 'table' AND "name" = 'newsletter_sends'`)) as Row[]
  const text = String(table?.sql ?? '')
  if (ARTICLE_NOT_NULL.test(text)) {
    const version = Number(Object.values(((await db.all(sql`PRAGMA schema_version`)) as Row[])[0]!)[0])
    await db.run(sql`PRAGMA writable_schema = ON`)
    await db.run(sql`UPDATE "sqlite_master" SET "sql" = ${text.replace(ARTICLE_NOT_NULL, '$1')} WHERE "type" = 'table' AND "name" = 'newsletter_sends'`)
    await db.run(sql.raw(`PRAGMA schema_version = ${version + 1}`))
    await db.run(sql`PRAGMA writable_schema = OFF`)
  }
  await db.run(sql`UPDATE "newsletter_sends" SET
    "article_title" = (SELECT l."title" FROM "articles_locales" l WHERE l."_parent_id" = "newsletter_sends"."article_id" AND l."_locale" = 'pt-BR'),
    "article_path" = (SELECT '/post/' || l."slug" || '/' || "newsletter_sends"."article_id" FROM "articles_locales" l
                      WHERE l."_parent_id" = "newsletter_sends"."article_id" AND l."_locale" = 'pt-BR' AND l."slug" IS NOT NULL)`)
  const check = (await db.all(sql`PRAGMA integrity_check`)) as Row[]
  if (String(Object.values(check[0] ?? {})[0]) !== 'ok') throw new Error(`newsletter_send_history: integrity check failed: ${JSON.stringify(check)}`)
}

/** The constraint stays dropped: sends of deleted articles would break it; the two columns go. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_sends\` DROP COLUMN \`article_title\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_sends\` DROP COLUMN \`article_path\`;`)
}

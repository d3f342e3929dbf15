import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// A select's options are not in SQLite's schema (a text column): nothing to change here. Kept so
// both databases' migrations and schema snapshots stay in step (the 'route' redirect kind).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM "redirects" WHERE "kind" = 'route';`)
}

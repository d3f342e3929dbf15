import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A user's position may be empty: an imported author has none in the export (issue #64, item 4). See the SQLite twin. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "position" DROP NOT NULL;`)
}

/** Back to NOT NULL: imported authors without a position get the old default first. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "users" SET "position" = 'operational' WHERE "position" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "position" SET NOT NULL;`)
}

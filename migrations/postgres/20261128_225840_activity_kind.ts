import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_log" ADD COLUMN "kind" varchar;
  CREATE INDEX "kind_createdAt_idx" ON "activity_log" USING btree ("kind","created_at");`)
  // The entries written before: their action's first word (every action has a dot).
  await db.execute(sql`UPDATE "activity_log" SET "kind" = split_part("action", '.', 1) WHERE "kind" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "kind_createdAt_idx";
  ALTER TABLE "activity_log" DROP COLUMN "kind";`)
}

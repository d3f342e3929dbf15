import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "createdAt_status_idx";
  CREATE INDEX "leads_page_idx" ON "leads" USING btree ("created_at","id","status");
  CREATE INDEX "activity_log_page_idx" ON "activity_log" USING btree ("created_at","id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_page_idx";
  DROP INDEX "activity_log_page_idx";
  CREATE INDEX "createdAt_status_idx" ON "leads" USING btree ("created_at","status");`)
}

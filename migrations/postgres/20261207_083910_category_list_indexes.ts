import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "articles_staff_keys_by_id_idx" ON "articles" USING btree ("id","updated_at","created_at");
  CREATE INDEX "articles_rels_category_parent_idx" ON "articles_rels" USING btree ("categories_id","path","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "articles_staff_keys_by_id_idx";
  DROP INDEX "articles_rels_category_parent_idx";`)
}

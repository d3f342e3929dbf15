import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "targetKind_targetId_idx";
  CREATE INDEX "users_locales_parent_id_idx" ON "users_locales" USING btree ("_parent_id");
  CREATE INDEX "articles_locales_parent_id_idx" ON "articles_locales" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_locales_parent_id_idx" ON "_articles_v_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_id_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_locales_parent_id_idx" ON "_categories_v_locales" USING btree ("_parent_id");
  CREATE INDEX "tags_locales_parent_id_idx" ON "tags_locales" USING btree ("_parent_id");
  CREATE INDEX "faqs_locales_parent_id_idx" ON "faqs_locales" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_locales_parent_id_idx" ON "_faqs_v_locales" USING btree ("_parent_id");
  CREATE INDEX "targetId_createdAt_idx" ON "activity_log" USING btree ("target_id","created_at");
  CREATE INDEX "company_locales_parent_id_idx" ON "company_locales" USING btree ("_parent_id");
  CREATE INDEX "_company_v_locales_parent_id_idx" ON "_company_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_locales_parent_id_idx";
  DROP INDEX "articles_locales_parent_id_idx";
  DROP INDEX "_articles_v_locales_parent_id_idx";
  DROP INDEX "categories_locales_parent_id_idx";
  DROP INDEX "_categories_v_locales_parent_id_idx";
  DROP INDEX "tags_locales_parent_id_idx";
  DROP INDEX "faqs_locales_parent_id_idx";
  DROP INDEX "_faqs_v_locales_parent_id_idx";
  DROP INDEX "targetId_createdAt_idx";
  DROP INDEX "company_locales_parent_id_idx";
  DROP INDEX "_company_v_locales_parent_id_idx";
  CREATE INDEX "targetKind_targetId_idx" ON "activity_log" USING btree ("target_kind","target_id");`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "author_status_publishedAt_createdAt_idx" ON "articles" USING btree ("author_id","status","published_at","created_at");
  CREATE INDEX "compound_index_idx" ON "_articles_v" USING btree ("version_author_id","version_status","version_published_at","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "author_status_publishedAt_createdAt_idx";
  DROP INDEX "compound_index_idx";`)
}

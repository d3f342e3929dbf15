import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "author_updatedAt_createdAt_idx" ON "articles" USING btree ("author_id","updated_at","created_at");
  CREATE INDEX "version_author_version_updatedAt_version_createdAt_idx" ON "_articles_v" USING btree ("version_author_id","version_updated_at","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "author_updatedAt_createdAt_idx";
  DROP INDEX "version_author_version_updatedAt_version_createdAt_idx";`)
}

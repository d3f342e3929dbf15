import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_locales" ADD COLUMN "image_alt" varchar;
  ALTER TABLE "_articles_v_locales" ADD COLUMN "version_image_alt" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_locales" DROP COLUMN "image_alt";
  ALTER TABLE "_articles_v_locales" DROP COLUMN "version_image_alt";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_imported_items_kind" ADD VALUE 'menu';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "imported_items" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_imported_items_kind";
  CREATE TYPE "public"."enum_imported_items_kind" AS ENUM('article', 'category', 'tag', 'author', 'media', 'page');
  ALTER TABLE "imported_items" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_imported_items_kind" USING "kind"::"public"."enum_imported_items_kind";`)
}

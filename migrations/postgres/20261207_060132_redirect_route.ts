import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redirects_kind" ADD VALUE 'route';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // An imported placeholder's old addresses leading to one of the product's own routes (issue #64,
  // item 5) have no kind before this: they go, and those addresses lead home again.
  await db.execute(sql`
   DELETE FROM "redirects" WHERE "kind" = 'route';
  ALTER TABLE "redirects" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_redirects_kind";
  CREATE TYPE "public"."enum_redirects_kind" AS ENUM('article', 'category', 'tag', 'author', 'page');
  ALTER TABLE "redirects" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_redirects_kind" USING "kind"::"public"."enum_redirects_kind";`)
}

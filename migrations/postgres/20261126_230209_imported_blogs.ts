import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_imported_items_kind" AS ENUM('article', 'category', 'tag', 'author', 'media');
  ALTER TYPE "public"."enum_redirects_kind" ADD VALUE 'author';
  CREATE TABLE "imported_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"kind" "enum_imported_items_kind" NOT NULL,
  	"target" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "imported_items_source_idx" ON "imported_items" USING btree ("source");
  CREATE INDEX "imported_items_updated_at_idx" ON "imported_items" USING btree ("updated_at");
  CREATE INDEX "imported_items_created_at_idx" ON "imported_items" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "imported_items" CASCADE;
  ALTER TABLE "redirects" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_redirects_kind";
  CREATE TYPE "public"."enum_redirects_kind" AS ENUM('article', 'category', 'tag');
  ALTER TABLE "redirects" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_redirects_kind" USING "kind"::"public"."enum_redirects_kind";
  DROP TYPE "public"."enum_imported_items_kind";`)
}

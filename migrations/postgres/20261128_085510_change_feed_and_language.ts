import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_language" AS ENUM('pt-BR', 'en', 'es', 'fr', 'ht');
  CREATE TYPE "public"."enum__articles_v_version_language" AS ENUM('pt-BR', 'en', 'es', 'fr', 'ht');
  CREATE TYPE "public"."enum_import_runs_language" AS ENUM('pt-BR', 'en', 'es', 'fr', 'ht');
  ALTER TYPE "public"."enum_import_runs_error" ADD VALUE 'language' BEFORE 'failed';
  CREATE TABLE "content_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tags" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "articles" ADD COLUMN "language" "enum_articles_language" DEFAULT 'pt-BR';
  ALTER TABLE "_articles_v" ADD COLUMN "version_language" "enum__articles_v_version_language" DEFAULT 'pt-BR';
  ALTER TABLE "import_runs" ADD COLUMN "language" "enum_import_runs_language" DEFAULT 'pt-BR';
  CREATE INDEX "content_changes_updated_at_idx" ON "content_changes" USING btree ("updated_at");
  CREATE INDEX "content_changes_created_at_idx" ON "content_changes" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "content_changes" CASCADE;
  ALTER TABLE "import_runs" ALTER COLUMN "error" SET DATA TYPE text;
  DROP TYPE "public"."enum_import_runs_error";
  CREATE TYPE "public"."enum_import_runs_error" AS ENUM('notFound', 'tooLarge', 'itemTooLarge', 'unknownFormat', 'truncated', 'malformed', 'empty', 'noAuthor', 'failed');
  ALTER TABLE "import_runs" ALTER COLUMN "error" SET DATA TYPE "public"."enum_import_runs_error" USING "error"::"public"."enum_import_runs_error";
  ALTER TABLE "articles" DROP COLUMN "language";
  ALTER TABLE "_articles_v" DROP COLUMN "version_language";
  ALTER TABLE "import_runs" DROP COLUMN "language";
  DROP TYPE "public"."enum_articles_language";
  DROP TYPE "public"."enum__articles_v_version_language";
  DROP TYPE "public"."enum_import_runs_language";`)
}

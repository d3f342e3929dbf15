import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** An import run can be refused as `noAuthor` (issue #44, item 1). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_import_runs_error" ADD VALUE 'noAuthor' BEFORE 'failed';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "import_runs" SET "error" = 'failed' WHERE "error" = 'noAuthor';
   ALTER TABLE "import_runs" ALTER COLUMN "error" SET DATA TYPE text;
  DROP TYPE "public"."enum_import_runs_error";
  CREATE TYPE "public"."enum_import_runs_error" AS ENUM('notFound', 'tooLarge', 'itemTooLarge', 'unknownFormat', 'truncated', 'malformed', 'empty', 'failed');
  ALTER TABLE "import_runs" ALTER COLUMN "error" SET DATA TYPE "public"."enum_import_runs_error" USING "error"::"public"."enum_import_runs_error";`)
}

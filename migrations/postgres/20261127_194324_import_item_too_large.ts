import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** An import run can fail as `itemTooLarge` (issue #42, item 10). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_import_runs_error" ADD VALUE 'itemTooLarge' BEFORE 'unknownFormat';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "import_runs" SET "error" = 'failed' WHERE "error" = 'itemTooLarge';
   ALTER TABLE "import_runs" ALTER COLUMN "error" SET DATA TYPE text;
  DROP TYPE "public"."enum_import_runs_error";
  CREATE TYPE "public"."enum_import_runs_error" AS ENUM('notFound', 'tooLarge', 'unknownFormat', 'truncated', 'malformed', 'empty', 'failed');
  ALTER TABLE "import_runs" ALTER COLUMN "error" SET DATA TYPE "public"."enum_import_runs_error" USING "error"::"public"."enum_import_runs_error";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activity_log_channel" ADD VALUE 'cms-api' BEFORE 'system';
  ALTER TYPE "public"."enum_activity_log_channel" ADD VALUE 'import' BEFORE 'system';
  ALTER TYPE "public"."enum_activity_log_channel" ADD VALUE 'scheduler' BEFORE 'system';
  ALTER TABLE "seed_state" ADD COLUMN "claimed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_log" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_log_channel";
  CREATE TYPE "public"."enum_activity_log_channel" AS ENUM('api', 'cms', 'system');
  ALTER TABLE "activity_log" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_activity_log_channel" USING "channel"::"public"."enum_activity_log_channel";
  ALTER TABLE "seed_state" DROP COLUMN "claimed_at";`)
}

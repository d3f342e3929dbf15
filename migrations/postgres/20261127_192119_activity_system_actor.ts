import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The activity log names the system as an actor, on a 'system' channel (issue #42, item 8). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_activity_log_channel" ADD VALUE 'system';
  ALTER TYPE "public"."enum_activity_log_actor_kind" ADD VALUE 'system';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "activity_log" WHERE "channel" = 'system' OR "actor_kind" = 'system';
   ALTER TABLE "activity_log" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_log_channel";
  CREATE TYPE "public"."enum_activity_log_channel" AS ENUM('api', 'cms');
  ALTER TABLE "activity_log" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_activity_log_channel" USING "channel"::"public"."enum_activity_log_channel";
  ALTER TABLE "activity_log" ALTER COLUMN "actor_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_activity_log_actor_kind";
  CREATE TYPE "public"."enum_activity_log_actor_kind" AS ENUM('user', 'credential', 'anonymous');
  ALTER TABLE "activity_log" ALTER COLUMN "actor_kind" SET DATA TYPE "public"."enum_activity_log_actor_kind" USING "actor_kind"::"public"."enum_activity_log_actor_kind";`)
}

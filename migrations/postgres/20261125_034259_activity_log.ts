import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_activity_log_outcome" AS ENUM('success', 'failure');
  CREATE TYPE "public"."enum_activity_log_channel" AS ENUM('api', 'cms');
  CREATE TYPE "public"."enum_activity_log_actor_kind" AS ENUM('user', 'credential', 'anonymous');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneActivity' BEFORE 'sendMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneActivity' BEFORE 'sendMail';
  CREATE TABLE "activity_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" varchar NOT NULL,
  	"outcome" "enum_activity_log_outcome" DEFAULT 'success' NOT NULL,
  	"channel" "enum_activity_log_channel" NOT NULL,
  	"actor_kind" "enum_activity_log_actor_kind" NOT NULL,
  	"actor_user_id" integer,
  	"actor_credential_id" integer,
  	"actor_name" varchar,
  	"address" varchar,
  	"target_kind" varchar,
  	"target_id" varchar,
  	"target_label" varchar,
  	"changes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_credential_id_credentials_id_fk" FOREIGN KEY ("actor_credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activity_log_action_idx" ON "activity_log" USING btree ("action");
  CREATE INDEX "activity_log_actor_user_idx" ON "activity_log" USING btree ("actor_user_id");
  CREATE INDEX "activity_log_actor_credential_idx" ON "activity_log" USING btree ("actor_credential_id");
  CREATE INDEX "activity_log_updated_at_idx" ON "activity_log" USING btree ("updated_at");
  CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");
  CREATE INDEX "action_createdAt_idx" ON "activity_log" USING btree ("action","created_at");
  CREATE INDEX "targetKind_targetId_idx" ON "activity_log" USING btree ("target_kind","target_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "activity_log" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'publishScheduledArticles', 'expireCredentials', 'pruneReadEvents', 'sendMail', 'requestPasswordReset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'publishScheduledArticles', 'expireCredentials', 'pruneReadEvents', 'sendMail', 'requestPasswordReset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_activity_log_outcome";
  DROP TYPE "public"."enum_activity_log_channel";
  DROP TYPE "public"."enum_activity_log_actor_kind";`)
}

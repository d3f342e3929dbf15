import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('article.published', 'article.unpublished', 'article.updated', 'article.deleted', 'lead.created', 'message.received', 'newsletter.subscribed', 'newsletter.unsubscribed');
  CREATE TYPE "public"."enum_webhook_endpoints_status" AS ENUM('active', 'disabled');
  CREATE TYPE "public"."enum_webhook_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  ALTER TYPE "public"."enum_credentials_products" ADD VALUE 'webhooks';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'fanOutWebhook';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverWebhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'fanOutWebhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverWebhook';
  CREATE TABLE "webhook_endpoints_events" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_webhook_endpoints_events",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "webhook_endpoints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"description" varchar,
  	"secret_cipher" varchar NOT NULL,
  	"status" "enum_webhook_endpoints_status" DEFAULT 'active' NOT NULL,
  	"failing_since" timestamp(3) with time zone,
  	"disabled_at" timestamp(3) with time zone,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"endpoint_id" integer NOT NULL,
  	"event" varchar NOT NULL,
  	"message_id" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"status" "enum_webhook_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_status_code" numeric,
  	"last_duration_ms" numeric,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "webhook_endpoints_events" ADD CONSTRAINT "webhook_endpoints_events_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhook_endpoints_events_order_idx" ON "webhook_endpoints_events" USING btree ("order");
  CREATE INDEX "webhook_endpoints_events_parent_idx" ON "webhook_endpoints_events" USING btree ("parent_id");
  CREATE INDEX "webhook_endpoints_status_idx" ON "webhook_endpoints" USING btree ("status");
  CREATE INDEX "webhook_endpoints_created_by_idx" ON "webhook_endpoints" USING btree ("created_by_id");
  CREATE INDEX "webhook_endpoints_updated_at_idx" ON "webhook_endpoints" USING btree ("updated_at");
  CREATE INDEX "webhook_endpoints_created_at_idx" ON "webhook_endpoints" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  CREATE INDEX "endpoint_createdAt_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "webhook_endpoints_events" CASCADE;
  DROP TABLE "webhook_endpoints" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  ALTER TABLE "credentials_products" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_credentials_products";
  CREATE TYPE "public"."enum_credentials_products" AS ENUM('articles', 'leads', 'messages', 'newsletter');
  ALTER TABLE "credentials_products" ALTER COLUMN "value" SET DATA TYPE "public"."enum_credentials_products" USING "value"::"public"."enum_credentials_products";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'publishScheduledArticles', 'expireCredentials', 'pruneReadEvents', 'pruneActivity', 'sendMail', 'requestPasswordReset');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'publishScheduledArticles', 'expireCredentials', 'pruneReadEvents', 'pruneActivity', 'sendMail', 'requestPasswordReset');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_webhook_endpoints_events";
  DROP TYPE "public"."enum_webhook_endpoints_status";
  DROP TYPE "public"."enum_webhook_deliveries_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_sends_send_status" AS ENUM('sending', 'waiting', 'paused', 'done', 'cancelled');
  CREATE TYPE "public"."enum_newsletter_deliveries_delivery_status" AS ENUM('sent', 'failed');
  CREATE TABLE "newsletter_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"status" "enum_newsletter_sends_send_status" DEFAULT 'sending' NOT NULL,
  	"requested_by_id" integer,
  	"position" numeric DEFAULT 0 NOT NULL,
  	"sent" numeric DEFAULT 0 NOT NULL,
  	"failed" numeric DEFAULT 0 NOT NULL,
  	"skipped" numeric DEFAULT 0 NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"retry_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"send_id" integer NOT NULL,
  	"lead_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"language" varchar NOT NULL,
  	"status" "enum_newsletter_deliveries_delivery_status" NOT NULL,
  	"response" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "newsletter_sends_article_idx" ON "newsletter_sends" USING btree ("article_id");
  CREATE INDEX "newsletter_sends_requested_by_idx" ON "newsletter_sends" USING btree ("requested_by_id");
  CREATE INDEX "newsletter_sends_updated_at_idx" ON "newsletter_sends" USING btree ("updated_at");
  CREATE INDEX "newsletter_sends_created_at_idx" ON "newsletter_sends" USING btree ("created_at");
  CREATE INDEX "status_retryAt_idx" ON "newsletter_sends" USING btree ("status","retry_at");
  CREATE INDEX "newsletter_deliveries_send_idx" ON "newsletter_deliveries" USING btree ("send_id");
  CREATE INDEX "newsletter_deliveries_lead_idx" ON "newsletter_deliveries" USING btree ("lead_id");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "send_lead_idx" ON "newsletter_deliveries" USING btree ("send_id","lead_id");
  CREATE INDEX "send_status_idx" ON "newsletter_deliveries" USING btree ("send_id","status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_sends" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  DROP TYPE "public"."enum_newsletter_sends_send_status";
  DROP TYPE "public"."enum_newsletter_deliveries_delivery_status";`)
}

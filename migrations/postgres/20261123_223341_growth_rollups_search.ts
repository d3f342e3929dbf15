import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { readRollupsBackfill } from '../shared/20261123_readRollups'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneReadEvents';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneReadEvents';
  CREATE TABLE "article_read_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"reads" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "read_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"reads" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "article_read_totals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"published" boolean DEFAULT false NOT NULL,
  	"last_read_day" varchar NOT NULL,
  	"reads_week" numeric DEFAULT 0 NOT NULL,
  	"reads_month" numeric DEFAULT 0 NOT NULL,
  	"reads_quarter" numeric DEFAULT 0 NOT NULL,
  	"reads_year" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "read_window_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"day" varchar NOT NULL
  );
  
  ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED;
  ALTER TABLE "article_read_days" ADD CONSTRAINT "article_read_days_article_id_articles_id_fk" FOREIGN KEY ("article_id")
      REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "article_read_totals" ADD CONSTRAINT "article_read_totals_article_id_articles_id_fk" FOREIGN KEY ("article_id")
      REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "article_read_days_article_idx" ON "article_read_days" USING btree ("article_id");
  CREATE INDEX "article_read_days_day_idx" ON "article_read_days" USING btree ("day");
  CREATE UNIQUE INDEX "article_day_idx" ON "article_read_days" USING btree ("article_id","day");
  CREATE UNIQUE INDEX "read_days_day_idx" ON "read_days" USING btree ("day");
  CREATE UNIQUE INDEX "article_read_totals_article_idx" ON "article_read_totals" USING btree ("article_id");
  CREATE INDEX "published_lastReadDay_idx" ON "article_read_totals" USING btree ("published","last_read_day");
  CREATE INDEX "published_readsWeek_idx" ON "article_read_totals" USING btree ("published","reads_week");
  CREATE INDEX "published_readsMonth_idx" ON "article_read_totals" USING btree ("published","reads_month");
  CREATE INDEX "published_readsQuarter_idx" ON "article_read_totals" USING btree ("published","reads_quarter");
  CREATE INDEX "published_readsYear_idx" ON "article_read_totals" USING btree ("published","reads_year");
  CREATE UNIQUE INDEX "read_window_state_name_idx" ON "read_window_state" USING btree ("name");
  CREATE INDEX "status_publishedAt_createdAt_idx" ON "articles" USING btree ("status","published_at","created_at");
  CREATE INDEX "status_updatedAt_createdAt_idx" ON "articles" USING btree ("status","updated_at","created_at");
  CREATE INDEX "updatedAt_createdAt_idx" ON "articles" USING btree ("updated_at","created_at");
  CREATE INDEX "status_createdAt_idx" ON "articles" USING btree ("status","created_at");
  CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");
  CREATE INDEX "articles_public_page_ids_idx" ON "articles" USING btree ("status","published_at","created_at","id");
  CREATE INDEX "articles_staff_page_ids_idx" ON "articles" USING btree ("updated_at","created_at","id");
  CREATE INDEX "leads_module_idx" ON "leads" USING btree ("module");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_classification_idx" ON "leads" USING btree ("classification");
  CREATE INDEX "leads_newsletter_status_idx" ON "leads" USING btree ("newsletter_status");`)
  for (const statement of readRollupsBackfill(new Date().toISOString().slice(0, 10))) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "article_read_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "read_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "article_read_totals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "read_window_state" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "article_read_days" CASCADE;
  DROP TABLE "read_days" CASCADE;
  DROP TABLE "article_read_totals" CASCADE;
  DROP TABLE "read_window_state" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'publishScheduledArticles', 'expireCredentials');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug"
      USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'publishScheduledArticles', 'expireCredentials');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug"
      USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "status_publishedAt_createdAt_idx";
  DROP INDEX "status_updatedAt_createdAt_idx";
  DROP INDEX "updatedAt_createdAt_idx";
  DROP INDEX "status_createdAt_idx";
  DROP INDEX "articles_search_vector_idx";
  DROP INDEX "articles_public_page_ids_idx";
  DROP INDEX "articles_staff_page_ids_idx";
  DROP INDEX "leads_module_idx";
  DROP INDEX "leads_status_idx";
  DROP INDEX "leads_classification_idx";
  DROP INDEX "leads_newsletter_status_idx";
  ALTER TABLE "articles" DROP COLUMN "search_vector";`)
}

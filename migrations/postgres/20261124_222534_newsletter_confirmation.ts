import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_settings_content" AS ENUM('excerpt', 'full');
  ALTER TYPE "public"."enum_leads_newsletter_status" ADD VALUE 'pending';
  CREATE TABLE "newsletter_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"confirm_by_email" boolean DEFAULT false,
  	"content" "enum_newsletter_settings_content" DEFAULT 'excerpt' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "newsletter_settings" CASCADE;
  UPDATE "leads" SET "newsletter_status" = 'cancelled' WHERE "newsletter_status" = 'pending';
  ALTER TABLE "leads" ALTER COLUMN "newsletter_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_newsletter_status";
  CREATE TYPE "public"."enum_leads_newsletter_status" AS ENUM('active', 'cancelled');
  ALTER TABLE "leads" ALTER COLUMN "newsletter_status" SET DATA TYPE "public"."enum_leads_newsletter_status" USING "newsletter_status"::"public"."enum_leads_newsletter_status";
  DROP TYPE "public"."enum_newsletter_settings_content";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_newsletter_status" ADD VALUE 'bounced';
  ALTER TABLE "leads" ADD COLUMN "newsletter_bounces" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "newsletter_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_newsletter_status";
  CREATE TYPE "public"."enum_leads_newsletter_status" AS ENUM('active', 'cancelled', 'pending');
  ALTER TABLE "leads" ALTER COLUMN "newsletter_status" SET DATA TYPE "public"."enum_leads_newsletter_status" USING "newsletter_status"::"public"."enum_leads_newsletter_status";
  ALTER TABLE "leads" DROP COLUMN "newsletter_bounces";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_credentials_products" ADD VALUE 'forms';
  ALTER TYPE "public"."enum_webhook_endpoints_events" ADD VALUE 'form.submitted';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The values this migration added go with it: the older types cannot hold them.
  await db.execute(sql`
  DELETE FROM "credentials_products" WHERE "value" = 'forms';
  DELETE FROM "webhook_endpoints_events" WHERE "value" = 'form.submitted';
   ALTER TABLE "credentials_products" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_credentials_products";
  CREATE TYPE "public"."enum_credentials_products" AS ENUM('articles', 'leads', 'messages', 'newsletter', 'webhooks');
  ALTER TABLE "credentials_products" ALTER COLUMN "value" SET DATA TYPE "public"."enum_credentials_products" USING "value"::"public"."enum_credentials_products";
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_webhook_endpoints_events";
  CREATE TYPE "public"."enum_webhook_endpoints_events" AS ENUM('article.published', 'article.unpublished', 'article.updated', 'article.deleted', 'page.published', 'page.unpublished', 'page.updated', 'page.deleted', 'lead.created', 'message.received', 'newsletter.subscribed', 'newsletter.unsubscribed');
  ALTER TABLE "webhook_endpoints_events" ALTER COLUMN "value" SET DATA TYPE "public"."enum_webhook_endpoints_events" USING "value"::"public"."enum_webhook_endpoints_events";`)
}

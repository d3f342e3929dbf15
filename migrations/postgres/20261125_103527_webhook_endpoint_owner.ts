import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by_credential_id" integer;
  ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_credential_id_credentials_id_fk" FOREIGN KEY ("created_by_credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhook_endpoints_created_by_credential_idx" ON "webhook_endpoints" USING btree ("created_by_credential_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_created_by_credential_id_credentials_id_fk";
  
  DROP INDEX "webhook_endpoints_created_by_credential_idx";
  ALTER TABLE "webhook_endpoints" DROP COLUMN "created_by_credential_id";`)
}

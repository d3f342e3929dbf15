import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "job_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "job_claims_key_idx" ON "job_claims" USING btree ("key");
  CREATE INDEX "job_claims_expires_at_idx" ON "job_claims" USING btree ("expires_at");
  CREATE INDEX "job_claims_updated_at_idx" ON "job_claims" USING btree ("updated_at");
  CREATE INDEX "job_claims_created_at_idx" ON "job_claims" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "job_claims" CASCADE;`)
}

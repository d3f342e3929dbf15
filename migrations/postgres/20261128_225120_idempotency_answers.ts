import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "idempotency_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scope" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"status" numeric NOT NULL,
  	"body" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "idempotency_answers_scope_idx" ON "idempotency_answers" USING btree ("scope");
  CREATE INDEX "idempotency_answers_expires_at_idx" ON "idempotency_answers" USING btree ("expires_at");
  CREATE INDEX "idempotency_answers_updated_at_idx" ON "idempotency_answers" USING btree ("updated_at");
  CREATE INDEX "idempotency_answers_created_at_idx" ON "idempotency_answers" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "idempotency_answers" CASCADE;`)
}

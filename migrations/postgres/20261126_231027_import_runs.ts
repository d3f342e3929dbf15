import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_import_runs_status" AS ENUM('running', 'done', 'failed');
  CREATE TYPE "public"."enum_import_runs_format" AS ENUM('wxr', 'ghost');
  CREATE TYPE "public"."enum_import_runs_error" AS ENUM('notFound', 'tooLarge', 'unknownFormat', 'truncated', 'malformed', 'empty', 'failed');
  CREATE TABLE "import_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_import_runs_status" DEFAULT 'running' NOT NULL,
  	"dry_run" boolean DEFAULT false,
  	"file" varchar NOT NULL,
  	"file_name" varchar,
  	"format" "enum_import_runs_format",
  	"done" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"attempts" numeric DEFAULT 0,
  	"report" jsonb,
  	"error" "enum_import_runs_error",
  	"detail" varchar,
  	"started_by_id" integer,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "import_runs_started_by_idx" ON "import_runs" USING btree ("started_by_id");
  CREATE INDEX "import_runs_updated_at_idx" ON "import_runs" USING btree ("updated_at");
  CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");
  CREATE INDEX "status_createdAt_1_idx" ON "import_runs" USING btree ("status","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "import_runs" CASCADE;
  DROP TYPE "public"."enum_import_runs_status";
  DROP TYPE "public"."enum_import_runs_format";
  DROP TYPE "public"."enum_import_runs_error";`)
}

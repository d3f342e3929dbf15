import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_file_accept" AS ENUM('pdf', 'image', 'document', 'spreadsheet');
  CREATE TABLE "forms_blocks_file_accept" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_blocks_file_accept",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"required" boolean,
  	"max_mb" numeric DEFAULT 5,
  	"show_when_field" varchar,
  	"show_when_equals" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_file_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "form_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"field" varchar NOT NULL,
  	"original_name" varchar NOT NULL,
  	"submission_id" integer,
  	"token_hash" varchar NOT NULL,
  	"content_hash" varchar NOT NULL,
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_files_id" integer;
  ALTER TABLE "forms_blocks_file_accept" ADD CONSTRAINT "forms_blocks_file_accept_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_blocks_file"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_file" ADD CONSTRAINT "forms_blocks_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_file_locales" ADD CONSTRAINT "forms_blocks_file_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_file"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_files" ADD CONSTRAINT "form_files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_files" ADD CONSTRAINT "form_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "forms_blocks_file_accept_order_idx" ON "forms_blocks_file_accept" USING btree ("order");
  CREATE INDEX "forms_blocks_file_accept_parent_idx" ON "forms_blocks_file_accept" USING btree ("parent_id");
  CREATE INDEX "forms_blocks_file_order_idx" ON "forms_blocks_file" USING btree ("_order");
  CREATE INDEX "forms_blocks_file_parent_id_idx" ON "forms_blocks_file" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_file_path_idx" ON "forms_blocks_file" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_file_locales_locale_parent_id_unique" ON "forms_blocks_file_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_file_locales_parent_id_idx" ON "forms_blocks_file_locales" USING btree ("_parent_id");
  CREATE INDEX "form_files_form_idx" ON "form_files" USING btree ("form_id");
  CREATE INDEX "form_files_submission_idx" ON "form_files" USING btree ("submission_id");
  CREATE UNIQUE INDEX "form_files_token_hash_idx" ON "form_files" USING btree ("token_hash");
  CREATE INDEX "form_files_updated_at_idx" ON "form_files" USING btree ("updated_at");
  CREATE INDEX "form_files_created_at_idx" ON "form_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_files_filename_idx" ON "form_files" USING btree ("filename");
  CREATE INDEX "submission_createdAt_idx" ON "form_files" USING btree ("submission_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_files_id_idx" ON "payload_locked_documents_rels" USING btree ("form_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_blocks_file_accept" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_file_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forms_blocks_file_accept" CASCADE;
  DROP TABLE "forms_blocks_file" CASCADE;
  DROP TABLE "forms_blocks_file_locales" CASCADE;
  DROP TABLE "form_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_form_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_files_id";
  DROP TYPE "public"."enum_forms_blocks_file_accept";`)
}

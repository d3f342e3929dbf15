import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_buttons_action" AS ENUM('link', 'demoRequest');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_buttons_action" AS ENUM('link', 'demoRequest');
  CREATE TABLE "pages_blocks_demo_request_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_demo_request_steps_locales" (
  	"step" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_demo_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_demo_request_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"subject" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_demo_request_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_demo_request_steps_locales" (
  	"step" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_demo_request" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_demo_request_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"subject" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero_buttons" ADD COLUMN "action" "enum_pages_blocks_hero_buttons_action" DEFAULT 'link';
  ALTER TABLE "pages_blocks_hero_locales" ADD COLUMN "kicker" varchar;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD COLUMN "action" "enum__pages_v_blocks_hero_buttons_action" DEFAULT 'link';
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD COLUMN "kicker" varchar;
  ALTER TABLE "pages_blocks_demo_request_steps" ADD CONSTRAINT "pages_blocks_demo_request_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_demo_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_demo_request_steps_locales" ADD CONSTRAINT "pages_blocks_demo_request_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_demo_request_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_demo_request" ADD CONSTRAINT "pages_blocks_demo_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_demo_request_locales" ADD CONSTRAINT "pages_blocks_demo_request_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_demo_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_demo_request_steps" ADD CONSTRAINT "_pages_v_blocks_demo_request_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_demo_request"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_demo_request_steps_locales" ADD CONSTRAINT "_pages_v_blocks_demo_request_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_demo_request_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_demo_request" ADD CONSTRAINT "_pages_v_blocks_demo_request_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_demo_request_locales" ADD CONSTRAINT "_pages_v_blocks_demo_request_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_demo_request"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_demo_request_steps_order_idx" ON "pages_blocks_demo_request_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_demo_request_steps_parent_id_idx" ON "pages_blocks_demo_request_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_demo_request_steps_locales_locale_parent_id_uni" ON "pages_blocks_demo_request_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_demo_request_steps_locales_parent_id_idx" ON "pages_blocks_demo_request_steps_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_demo_request_order_idx" ON "pages_blocks_demo_request" USING btree ("_order");
  CREATE INDEX "pages_blocks_demo_request_parent_id_idx" ON "pages_blocks_demo_request" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_demo_request_path_idx" ON "pages_blocks_demo_request" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_demo_request_locales_locale_parent_id_unique" ON "pages_blocks_demo_request_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_demo_request_locales_parent_id_idx" ON "pages_blocks_demo_request_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_demo_request_steps_order_idx" ON "_pages_v_blocks_demo_request_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_demo_request_steps_parent_id_idx" ON "_pages_v_blocks_demo_request_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_demo_request_steps_locales_locale_parent_id_" ON "_pages_v_blocks_demo_request_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_demo_request_steps_locales_parent_id_idx" ON "_pages_v_blocks_demo_request_steps_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_demo_request_order_idx" ON "_pages_v_blocks_demo_request" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_demo_request_parent_id_idx" ON "_pages_v_blocks_demo_request" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_demo_request_path_idx" ON "_pages_v_blocks_demo_request" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_demo_request_locales_locale_parent_id_unique" ON "_pages_v_blocks_demo_request_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_demo_request_locales_parent_id_idx" ON "_pages_v_blocks_demo_request_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_demo_request_steps" CASCADE;
  DROP TABLE "pages_blocks_demo_request_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_demo_request" CASCADE;
  DROP TABLE "pages_blocks_demo_request_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_demo_request_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_demo_request_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_demo_request" CASCADE;
  DROP TABLE "_pages_v_blocks_demo_request_locales" CASCADE;
  ALTER TABLE "pages_blocks_hero_buttons" DROP COLUMN "action";
  ALTER TABLE "pages_blocks_hero_locales" DROP COLUMN "kicker";
  ALTER TABLE "_pages_v_blocks_hero_buttons" DROP COLUMN "action";
  ALTER TABLE "_pages_v_blocks_hero_locales" DROP COLUMN "kicker";
  DROP TYPE "public"."enum_pages_blocks_hero_buttons_action";
  DROP TYPE "public"."enum__pages_v_blocks_hero_buttons_action";`)
}

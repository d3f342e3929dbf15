import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_texts_reasons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "site_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_href" varchar,
  	"band_href" varchar,
  	"closing_href" varchar,
  	"seeded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_texts_locales" (
  	"hero_kicker" varchar,
  	"hero_lead" varchar,
  	"hero_button" varchar,
  	"band_title" varchar,
  	"band_text" varchar,
  	"band_button" varchar,
  	"reasons_title" varchar,
  	"closing_title" varchar,
  	"closing_text" varchar,
  	"closing_button" varchar,
  	"footer_about" varchar,
  	"contact_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_texts_v_version_reasons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_href" varchar,
  	"version_band_href" varchar,
  	"version_closing_href" varchar,
  	"version_seeded_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_texts_v_locales" (
  	"version_hero_kicker" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_button" varchar,
  	"version_band_title" varchar,
  	"version_band_text" varchar,
  	"version_band_button" varchar,
  	"version_reasons_title" varchar,
  	"version_closing_title" varchar,
  	"version_closing_text" varchar,
  	"version_closing_button" varchar,
  	"version_footer_about" varchar,
  	"version_contact_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "company" ALTER COLUMN "name" SET DEFAULT 'Minha empresa';
  ALTER TABLE "_company_v" ALTER COLUMN "version_name" SET DEFAULT 'Minha empresa';
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "phone" SET DEFAULT '';
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "message" SET DEFAULT '';
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "enabled" SET DEFAULT false;
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_phone" SET DEFAULT '';
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_phone" DROP NOT NULL;
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_message" SET DEFAULT '';
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_enabled" SET DEFAULT false;
  ALTER TABLE "site_texts_reasons_items" ADD CONSTRAINT "site_texts_reasons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_texts_locales" ADD CONSTRAINT "site_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_texts_v_version_reasons_items" ADD CONSTRAINT "_site_texts_v_version_reasons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_texts_v_locales" ADD CONSTRAINT "_site_texts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_texts_reasons_items_order_idx" ON "site_texts_reasons_items" USING btree ("_order");
  CREATE INDEX "site_texts_reasons_items_parent_id_idx" ON "site_texts_reasons_items" USING btree ("_parent_id");
  CREATE INDEX "site_texts_reasons_items_locale_idx" ON "site_texts_reasons_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "site_texts_locales_locale_parent_id_unique" ON "site_texts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_texts_locales_parent_id_idx" ON "site_texts_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_texts_v_version_reasons_items_order_idx" ON "_site_texts_v_version_reasons_items" USING btree ("_order");
  CREATE INDEX "_site_texts_v_version_reasons_items_parent_id_idx" ON "_site_texts_v_version_reasons_items" USING btree ("_parent_id");
  CREATE INDEX "_site_texts_v_version_reasons_items_locale_idx" ON "_site_texts_v_version_reasons_items" USING btree ("_locale");
  CREATE INDEX "_site_texts_v_created_at_idx" ON "_site_texts_v" USING btree ("created_at");
  CREATE INDEX "_site_texts_v_updated_at_idx" ON "_site_texts_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_site_texts_v_locales_locale_parent_id_unique" ON "_site_texts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_texts_v_locales_parent_id_idx" ON "_site_texts_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_texts_reasons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_texts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_texts_v_version_reasons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_texts_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_texts_reasons_items" CASCADE;
  DROP TABLE "site_texts" CASCADE;
  DROP TABLE "site_texts_locales" CASCADE;
  DROP TABLE "_site_texts_v_version_reasons_items" CASCADE;
  DROP TABLE "_site_texts_v" CASCADE;
  DROP TABLE "_site_texts_v_locales" CASCADE;
  ALTER TABLE "company" ALTER COLUMN "name" SET DEFAULT 'RC Sistemas';
  ALTER TABLE "_company_v" ALTER COLUMN "version_name" SET DEFAULT 'RC Sistemas';
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "phone" SET DEFAULT '5511999999999';
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "message" SET DEFAULT 'Olá! Gostaria de saber mais.';
  ALTER TABLE "whatsapp_settings" ALTER COLUMN "enabled" SET DEFAULT true;
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_phone" SET DEFAULT '5511999999999';
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_phone" SET NOT NULL;
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_message" SET DEFAULT 'Olá! Gostaria de saber mais.';
  ALTER TABLE "_whatsapp_settings_v" ALTER COLUMN "version_enabled" SET DEFAULT true;`)
}

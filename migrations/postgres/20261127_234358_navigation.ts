import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_nav_header_children_kind" AS ENUM('page', 'article', 'category', 'address');
  CREATE TYPE "public"."enum_nav_header_kind" AS ENUM('page', 'article', 'category', 'address');
  CREATE TYPE "public"."enum_nav_footer_kind" AS ENUM('page', 'article', 'category', 'address');
  CREATE TYPE "public"."enum__nav_v_version_header_children_kind" AS ENUM('page', 'article', 'category', 'address');
  CREATE TYPE "public"."enum__nav_v_version_header_kind" AS ENUM('page', 'article', 'category', 'address');
  CREATE TYPE "public"."enum__nav_v_version_footer_kind" AS ENUM('page', 'article', 'category', 'address');
  CREATE TABLE "nav_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_nav_header_children_kind" DEFAULT 'address' NOT NULL,
  	"page_id" integer,
  	"article_id" integer,
  	"category_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "nav_header_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_nav_header_kind" DEFAULT 'address' NOT NULL,
  	"page_id" integer,
  	"article_id" integer,
  	"category_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "nav_header_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_nav_footer_kind" DEFAULT 'address' NOT NULL,
  	"page_id" integer,
  	"article_id" integer,
  	"category_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "nav_footer_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seeded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_nav_v_version_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__nav_v_version_header_children_kind" DEFAULT 'address' NOT NULL,
  	"page_id" integer,
  	"article_id" integer,
  	"category_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_v_version_header_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_v_version_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__nav_v_version_header_kind" DEFAULT 'address' NOT NULL,
  	"page_id" integer,
  	"article_id" integer,
  	"category_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_v_version_header_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_v_version_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__nav_v_version_footer_kind" DEFAULT 'address' NOT NULL,
  	"page_id" integer,
  	"article_id" integer,
  	"category_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_v_version_footer_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_seeded_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "nav_header_children" ADD CONSTRAINT "nav_header_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header_children" ADD CONSTRAINT "nav_header_children_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header_children" ADD CONSTRAINT "nav_header_children_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header_children" ADD CONSTRAINT "nav_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_header_children_locales" ADD CONSTRAINT "nav_header_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_header_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_header" ADD CONSTRAINT "nav_header_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header" ADD CONSTRAINT "nav_header_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header" ADD CONSTRAINT "nav_header_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header" ADD CONSTRAINT "nav_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_header_locales" ADD CONSTRAINT "nav_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_footer" ADD CONSTRAINT "nav_footer_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_footer" ADD CONSTRAINT "nav_footer_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_footer" ADD CONSTRAINT "nav_footer_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_footer" ADD CONSTRAINT "nav_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_footer_locales" ADD CONSTRAINT "nav_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header_children" ADD CONSTRAINT "_nav_v_version_header_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header_children" ADD CONSTRAINT "_nav_v_version_header_children_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header_children" ADD CONSTRAINT "_nav_v_version_header_children_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header_children" ADD CONSTRAINT "_nav_v_version_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v_version_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header_children_locales" ADD CONSTRAINT "_nav_v_version_header_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v_version_header_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header" ADD CONSTRAINT "_nav_v_version_header_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header" ADD CONSTRAINT "_nav_v_version_header_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header" ADD CONSTRAINT "_nav_v_version_header_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header" ADD CONSTRAINT "_nav_v_version_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_header_locales" ADD CONSTRAINT "_nav_v_version_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v_version_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_footer" ADD CONSTRAINT "_nav_v_version_footer_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_footer" ADD CONSTRAINT "_nav_v_version_footer_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_footer" ADD CONSTRAINT "_nav_v_version_footer_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_version_footer" ADD CONSTRAINT "_nav_v_version_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_footer_locales" ADD CONSTRAINT "_nav_v_version_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v_version_footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "nav_header_children_order_idx" ON "nav_header_children" USING btree ("_order");
  CREATE INDEX "nav_header_children_parent_id_idx" ON "nav_header_children" USING btree ("_parent_id");
  CREATE INDEX "nav_header_children_page_idx" ON "nav_header_children" USING btree ("page_id");
  CREATE INDEX "nav_header_children_article_idx" ON "nav_header_children" USING btree ("article_id");
  CREATE INDEX "nav_header_children_category_idx" ON "nav_header_children" USING btree ("category_id");
  CREATE UNIQUE INDEX "nav_header_children_locales_locale_parent_id_unique" ON "nav_header_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_header_children_locales_parent_id_idx" ON "nav_header_children_locales" USING btree ("_parent_id");
  CREATE INDEX "nav_header_order_idx" ON "nav_header" USING btree ("_order");
  CREATE INDEX "nav_header_parent_id_idx" ON "nav_header" USING btree ("_parent_id");
  CREATE INDEX "nav_header_page_idx" ON "nav_header" USING btree ("page_id");
  CREATE INDEX "nav_header_article_idx" ON "nav_header" USING btree ("article_id");
  CREATE INDEX "nav_header_category_idx" ON "nav_header" USING btree ("category_id");
  CREATE UNIQUE INDEX "nav_header_locales_locale_parent_id_unique" ON "nav_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_header_locales_parent_id_idx" ON "nav_header_locales" USING btree ("_parent_id");
  CREATE INDEX "nav_footer_order_idx" ON "nav_footer" USING btree ("_order");
  CREATE INDEX "nav_footer_parent_id_idx" ON "nav_footer" USING btree ("_parent_id");
  CREATE INDEX "nav_footer_page_idx" ON "nav_footer" USING btree ("page_id");
  CREATE INDEX "nav_footer_article_idx" ON "nav_footer" USING btree ("article_id");
  CREATE INDEX "nav_footer_category_idx" ON "nav_footer" USING btree ("category_id");
  CREATE UNIQUE INDEX "nav_footer_locales_locale_parent_id_unique" ON "nav_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_footer_locales_parent_id_idx" ON "nav_footer_locales" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_version_header_children_order_idx" ON "_nav_v_version_header_children" USING btree ("_order");
  CREATE INDEX "_nav_v_version_header_children_parent_id_idx" ON "_nav_v_version_header_children" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_version_header_children_page_idx" ON "_nav_v_version_header_children" USING btree ("page_id");
  CREATE INDEX "_nav_v_version_header_children_article_idx" ON "_nav_v_version_header_children" USING btree ("article_id");
  CREATE INDEX "_nav_v_version_header_children_category_idx" ON "_nav_v_version_header_children" USING btree ("category_id");
  CREATE UNIQUE INDEX "_nav_v_version_header_children_locales_locale_parent_id_uniq" ON "_nav_v_version_header_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_v_version_header_children_locales_parent_id_idx" ON "_nav_v_version_header_children_locales" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_version_header_order_idx" ON "_nav_v_version_header" USING btree ("_order");
  CREATE INDEX "_nav_v_version_header_parent_id_idx" ON "_nav_v_version_header" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_version_header_page_idx" ON "_nav_v_version_header" USING btree ("page_id");
  CREATE INDEX "_nav_v_version_header_article_idx" ON "_nav_v_version_header" USING btree ("article_id");
  CREATE INDEX "_nav_v_version_header_category_idx" ON "_nav_v_version_header" USING btree ("category_id");
  CREATE UNIQUE INDEX "_nav_v_version_header_locales_locale_parent_id_unique" ON "_nav_v_version_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_v_version_header_locales_parent_id_idx" ON "_nav_v_version_header_locales" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_version_footer_order_idx" ON "_nav_v_version_footer" USING btree ("_order");
  CREATE INDEX "_nav_v_version_footer_parent_id_idx" ON "_nav_v_version_footer" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_version_footer_page_idx" ON "_nav_v_version_footer" USING btree ("page_id");
  CREATE INDEX "_nav_v_version_footer_article_idx" ON "_nav_v_version_footer" USING btree ("article_id");
  CREATE INDEX "_nav_v_version_footer_category_idx" ON "_nav_v_version_footer" USING btree ("category_id");
  CREATE UNIQUE INDEX "_nav_v_version_footer_locales_locale_parent_id_unique" ON "_nav_v_version_footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_v_version_footer_locales_parent_id_idx" ON "_nav_v_version_footer_locales" USING btree ("_parent_id");
  CREATE INDEX "_nav_v_created_at_idx" ON "_nav_v" USING btree ("created_at");
  CREATE INDEX "_nav_v_updated_at_idx" ON "_nav_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "nav_header_children" CASCADE;
  DROP TABLE "nav_header_children_locales" CASCADE;
  DROP TABLE "nav_header" CASCADE;
  DROP TABLE "nav_header_locales" CASCADE;
  DROP TABLE "nav_footer" CASCADE;
  DROP TABLE "nav_footer_locales" CASCADE;
  DROP TABLE "nav" CASCADE;
  DROP TABLE "_nav_v_version_header_children" CASCADE;
  DROP TABLE "_nav_v_version_header_children_locales" CASCADE;
  DROP TABLE "_nav_v_version_header" CASCADE;
  DROP TABLE "_nav_v_version_header_locales" CASCADE;
  DROP TABLE "_nav_v_version_footer" CASCADE;
  DROP TABLE "_nav_v_version_footer_locales" CASCADE;
  DROP TABLE "_nav_v" CASCADE;
  DROP TYPE "public"."enum_nav_header_children_kind";
  DROP TYPE "public"."enum_nav_header_kind";
  DROP TYPE "public"."enum_nav_footer_kind";
  DROP TYPE "public"."enum__nav_v_version_header_children_kind";
  DROP TYPE "public"."enum__nav_v_version_header_kind";
  DROP TYPE "public"."enum__nav_v_version_footer_kind";`)
}

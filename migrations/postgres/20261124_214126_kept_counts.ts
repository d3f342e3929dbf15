import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { ARTICLE_TERMS_BACKFILL, countersBackfill } from '../shared/20261124_keptCounts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "article_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article" numeric NOT NULL,
  	"kind" varchar NOT NULL,
  	"term" numeric NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"article_created_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE UNIQUE INDEX "counters_name_idx" ON "counters" USING btree ("name");
  CREATE INDEX "article_terms_article_idx" ON "article_terms" USING btree ("article");
  CREATE INDEX "kind_term_publishedAt_articleCreatedAt_article_idx" ON "article_terms" USING btree ("kind","term","published_at","article_created_at","article");`)
  for (const statement of [...countersBackfill('postgres'), ...ARTICLE_TERMS_BACKFILL]) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "counters" CASCADE;
  DROP TABLE "article_terms" CASCADE;`)
}

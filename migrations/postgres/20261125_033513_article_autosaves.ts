import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "article_autosaves" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"owner_id" integer,
  	"article_id" integer,
  	"locale" varchar NOT NULL,
  	"data" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "article_autosaves" ADD CONSTRAINT "article_autosaves_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "article_autosaves" ADD CONSTRAINT "article_autosaves_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "article_autosaves_slot_idx" ON "article_autosaves" USING btree ("slot");
  CREATE INDEX "article_autosaves_owner_idx" ON "article_autosaves" USING btree ("owner_id");
  CREATE INDEX "article_autosaves_article_idx" ON "article_autosaves" USING btree ("article_id");
  CREATE INDEX "article_autosaves_updated_at_idx" ON "article_autosaves" USING btree ("updated_at");
  CREATE INDEX "article_autosaves_created_at_idx" ON "article_autosaves" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "article_autosaves" CASCADE;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "preview_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"created_by_id" integer,
  	"with_autosave" boolean DEFAULT false,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "preview_links_article_idx" ON "preview_links" USING btree ("article_id");
  CREATE INDEX "preview_links_created_by_idx" ON "preview_links" USING btree ("created_by_id");
  CREATE INDEX "preview_links_updated_at_idx" ON "preview_links" USING btree ("updated_at");
  CREATE INDEX "preview_links_created_at_idx" ON "preview_links" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "preview_links" CASCADE;`)
}

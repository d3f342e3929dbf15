import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('pt-BR', 'en', 'es', 'fr', 'ht');
  ALTER TYPE "public"."enum_users_access" ADD VALUE 'article_writing' BEFORE 'site_editor';
  ALTER TYPE "public"."enum_roles_active_routes" ADD VALUE 'publish-articles';
  ALTER TYPE "public"."enum_articles_publication_status" ADD VALUE 'review' BEFORE 'scheduled';
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";
  ALTER TABLE "articles" ADD COLUMN "review_note" varchar;
  ALTER TABLE "articles" ADD COLUMN "reviewed_by_id" integer;
  ALTER TABLE "articles" ADD COLUMN "reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_note" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_reviewed_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_reviewed_by_idx" ON "articles" USING btree ("reviewed_by_id");
  CREATE INDEX "_articles_v_version_version_reviewed_by_idx" ON "_articles_v" USING btree ("version_reviewed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "users_access" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_access";
  CREATE TYPE "public"."enum_users_access" AS ENUM('dashboard', 'article_management', 'site_editor', 'user_management', 'settings');
  ALTER TABLE "users_access" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_access" USING "value"::"public"."enum_users_access";
  ALTER TABLE "roles_active_routes" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_roles_active_routes";
  CREATE TYPE "public"."enum_roles_active_routes" AS ENUM('dashboard', 'users', 'list-of-articles', 'compose', 'list-of-categories', 'settings-profile', 'settings', 'seo', 'list-leads', 'message-received', 'settings-whatsapp', 'security-center', 'layout-settings', 'pages');
  ALTER TABLE "roles_active_routes" ALTER COLUMN "value" SET DATA TYPE "public"."enum_roles_active_routes" USING "value"::"public"."enum_roles_active_routes";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  ALTER TABLE "_articles_v" ALTER COLUMN "version_status" SET DATA TYPE text;
  ALTER TABLE "_articles_v" ALTER COLUMN "version_status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_articles_publication_status";
  CREATE TYPE "public"."enum_articles_publication_status" AS ENUM('draft', 'scheduled', 'published');
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_articles_publication_status";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE "public"."enum_articles_publication_status" USING "status"::"public"."enum_articles_publication_status";
  ALTER TABLE "_articles_v" ALTER COLUMN "version_status" SET DEFAULT 'draft'::"public"."enum_articles_publication_status";
  ALTER TABLE "_articles_v" ALTER COLUMN "version_status" SET DATA TYPE "public"."enum_articles_publication_status" USING "version_status"::"public"."enum_articles_publication_status";
  DROP INDEX "articles_reviewed_by_idx";
  DROP INDEX "_articles_v_version_version_reviewed_by_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "articles" DROP COLUMN "review_note";
  ALTER TABLE "articles" DROP COLUMN "reviewed_by_id";
  ALTER TABLE "articles" DROP COLUMN "reviewed_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_note";
  ALTER TABLE "_articles_v" DROP COLUMN "version_reviewed_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_reviewed_at";
  DROP TYPE "public"."enum_users_language";`)
}

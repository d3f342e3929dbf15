import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A newsletter send outlives its article (issue #42, item 4): `article_id` may be null (the
 * foreign key sets it so when the article is deleted), and the send keeps the title and address
 * it went out with. Existing sends get their article's pt-BR title and address.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_sends" ALTER COLUMN "article_id" DROP NOT NULL;
  ALTER TABLE "newsletter_sends" ADD COLUMN "article_title" varchar;
  ALTER TABLE "newsletter_sends" ADD COLUMN "article_path" varchar;
  UPDATE "newsletter_sends" s SET "article_title" = l."title",
    "article_path" = CASE WHEN l."slug" IS NULL THEN NULL ELSE '/post/' || l."slug" || '/' || s."article_id" END
    FROM "articles_locales" l WHERE l."_parent_id" = s."article_id" AND l."_locale" = 'pt-BR';`)
}

/** The constraint stays dropped: sends of deleted articles would break it; the two columns go. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "newsletter_sends" DROP COLUMN "article_title";
  ALTER TABLE "newsletter_sends" DROP COLUMN "article_path";`)
}

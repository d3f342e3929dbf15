import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The article managers' role keeps publishing now that publishing is a power of its own
 * (issue #45, item 4): roles made before it existed lack it. Apart from the migration that
 * adds the enum value: PostgreSQL refuses a value added in the same transaction.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`INSERT INTO "roles_active_routes" ("order", "parent_id", "value")
    SELECT (SELECT COALESCE(MAX(a."order"), 0) + 1 FROM "roles_active_routes" a WHERE a."parent_id" = r."id"), r."id", 'publish-articles'
    FROM "roles" r
    WHERE r."name" = 'article_management' AND NOT EXISTS (SELECT 1 FROM "roles_active_routes" b WHERE b."parent_id" = r."id" AND b."value" = 'publish-articles');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "roles_active_routes" WHERE "value" = 'publish-articles';`)
}

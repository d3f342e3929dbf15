import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` ADD \`publishedat_tz\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_publishedat_tz\` text;`)
  // Dates set before the setting existed were on Sao Paulo's clock (the back-office's, then).
  await db.run(sql`UPDATE \`articles\` SET \`publishedat_tz\` = 'America/Sao_Paulo' WHERE \`published_at\` IS NOT NULL;`)
  await db.run(sql`UPDATE \`_articles_v\` SET \`version_publishedat_tz\` = 'America/Sao_Paulo' WHERE \`version_published_at\` IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_publishedat_tz\`;`)
}

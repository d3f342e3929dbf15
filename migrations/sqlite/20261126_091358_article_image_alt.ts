import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles_locales\` ADD \`image_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` ADD \`version_image_alt\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles_locales\` DROP COLUMN \`image_alt\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` DROP COLUMN \`version_image_alt\`;`)
}

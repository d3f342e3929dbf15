import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_source\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_language\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`consent_version\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_source\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_language\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`consent_version\`;`)
}

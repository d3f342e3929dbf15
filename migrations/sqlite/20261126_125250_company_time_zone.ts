import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`company\` ADD \`time_zone\` text DEFAULT 'America/Sao_Paulo' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_company_v\` ADD \`version_time_zone\` text DEFAULT 'America/Sao_Paulo' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`_company_v\` DROP COLUMN \`version_time_zone\`;`)
}

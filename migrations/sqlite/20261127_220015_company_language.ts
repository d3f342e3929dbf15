import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`company\` ADD \`language\` text DEFAULT 'pt-BR' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_company_v\` ADD \`version_language\` text DEFAULT 'pt-BR' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`_company_v\` DROP COLUMN \`version_language\`;`)
}

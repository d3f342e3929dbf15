import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`content_changes\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`tags\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`content_changes_updated_at_idx\` ON \`content_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_changes_created_at_idx\` ON \`content_changes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`language\` text DEFAULT 'pt-BR';`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_language\` text DEFAULT 'pt-BR';`)
  await db.run(sql`ALTER TABLE \`import_runs\` ADD \`language\` text DEFAULT 'pt-BR';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`content_changes\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_language\`;`)
  await db.run(sql`ALTER TABLE \`import_runs\` DROP COLUMN \`language\`;`)
}

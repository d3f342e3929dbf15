import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`article_autosaves\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slot\` text NOT NULL,
  	\`owner_id\` integer,
  	\`article_id\` integer,
  	\`locale\` text NOT NULL,
  	\`data\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`article_autosaves_slot_idx\` ON \`article_autosaves\` (\`slot\`);`)
  await db.run(sql`CREATE INDEX \`article_autosaves_owner_idx\` ON \`article_autosaves\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`article_autosaves_article_idx\` ON \`article_autosaves\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`article_autosaves_updated_at_idx\` ON \`article_autosaves\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`article_autosaves_created_at_idx\` ON \`article_autosaves\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`article_autosaves\`;`)
}

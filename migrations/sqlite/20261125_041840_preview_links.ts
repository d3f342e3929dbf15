import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`preview_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_id\` integer NOT NULL,
  	\`created_by_id\` integer,
  	\`with_autosave\` integer DEFAULT false,
  	\`expires_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`preview_links_article_idx\` ON \`preview_links\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_created_by_idx\` ON \`preview_links\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_updated_at_idx\` ON \`preview_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`preview_links_created_at_idx\` ON \`preview_links\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`preview_links\`;`)
}

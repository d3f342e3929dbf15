import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`imported_items\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`source\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`imported_items_source_idx\` ON \`imported_items\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`imported_items_updated_at_idx\` ON \`imported_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imported_items_created_at_idx\` ON \`imported_items\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`imported_items\`;`)
}

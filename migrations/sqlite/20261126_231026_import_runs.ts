import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`import_runs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`status\` text DEFAULT 'running' NOT NULL,
  	\`dry_run\` integer DEFAULT false,
  	\`file\` text NOT NULL,
  	\`file_name\` text,
  	\`format\` text,
  	\`done\` numeric DEFAULT 0,
  	\`total\` numeric DEFAULT 0,
  	\`attempts\` numeric DEFAULT 0,
  	\`report\` text,
  	\`error\` text,
  	\`detail\` text,
  	\`started_by_id\` integer,
  	\`finished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`started_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`import_runs_started_by_idx\` ON \`import_runs\` (\`started_by_id\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_updated_at_idx\` ON \`import_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`import_runs_created_at_idx\` ON \`import_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_1_idx\` ON \`import_runs\` (\`status\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`import_runs\`;`)
}

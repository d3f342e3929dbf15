import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`idempotency_answers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`scope\` text NOT NULL,
  	\`fingerprint\` text NOT NULL,
  	\`status\` numeric NOT NULL,
  	\`body\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`idempotency_answers_scope_idx\` ON \`idempotency_answers\` (\`scope\`);`)
  await db.run(sql`CREATE INDEX \`idempotency_answers_expires_at_idx\` ON \`idempotency_answers\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`idempotency_answers_updated_at_idx\` ON \`idempotency_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`idempotency_answers_created_at_idx\` ON \`idempotency_answers\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`idempotency_answers\`;`)
}

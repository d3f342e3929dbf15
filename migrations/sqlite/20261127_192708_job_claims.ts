import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`job_claims\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_claims_key_idx\` ON \`job_claims\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`job_claims_expires_at_idx\` ON \`job_claims\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`job_claims_updated_at_idx\` ON \`job_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_claims_created_at_idx\` ON \`job_claims\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`job_claims\`;`)
}

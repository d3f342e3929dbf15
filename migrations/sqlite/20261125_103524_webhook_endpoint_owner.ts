import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`webhook_endpoints\` ADD \`created_by_credential_id\` integer REFERENCES \`credentials\`(\`id\`) ON UPDATE no action ON DELETE set null;`,
  )
  await db.run(sql`CREATE INDEX \`webhook_endpoints_created_by_credential_idx\` ON \`webhook_endpoints\` (\`created_by_credential_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_webhook_endpoints\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`url\` text NOT NULL,
  	\`description\` text,
  	\`secret_cipher\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`failing_since\` text,
  	\`disabled_at\` text,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_webhook_endpoints\`("id", "url", "description", "secret_cipher", "status", "failing_since", "disabled_at", "created_by_id", "updated_at", "created_at") SELECT "id", "url", "description", "secret_cipher", "status", "failing_since", "disabled_at", "created_by_id", "updated_at", "created_at" FROM \`webhook_endpoints\`;`,
  )
  await db.run(sql`DROP TABLE \`webhook_endpoints\`;`)
  await db.run(sql`ALTER TABLE \`__new_webhook_endpoints\` RENAME TO \`webhook_endpoints\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_status_idx\` ON \`webhook_endpoints\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_created_by_idx\` ON \`webhook_endpoints\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_updated_at_idx\` ON \`webhook_endpoints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_created_at_idx\` ON \`webhook_endpoints\` (\`created_at\`);`)
}

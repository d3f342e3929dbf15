import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`activity_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`outcome\` text DEFAULT 'success' NOT NULL,
  	\`channel\` text NOT NULL,
  	\`actor_kind\` text NOT NULL,
  	\`actor_user_id\` integer,
  	\`actor_credential_id\` integer,
  	\`actor_name\` text,
  	\`address\` text,
  	\`target_kind\` text,
  	\`target_id\` text,
  	\`target_label\` text,
  	\`changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_credential_id\`) REFERENCES \`credentials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_log_action_idx\` ON \`activity_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_actor_user_idx\` ON \`activity_log\` (\`actor_user_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_actor_credential_idx\` ON \`activity_log\` (\`actor_credential_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_updated_at_idx\` ON \`activity_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_created_at_idx\` ON \`activity_log\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`action_createdAt_idx\` ON \`activity_log\` (\`action\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`targetKind_targetId_idx\` ON \`activity_log\` (\`target_kind\`,\`target_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`activity_log\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`webhook_endpoints_events\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`webhook_endpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_events_order_idx\` ON \`webhook_endpoints_events\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_events_parent_idx\` ON \`webhook_endpoints_events\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`webhook_endpoints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  await db.run(sql`CREATE INDEX \`webhook_endpoints_status_idx\` ON \`webhook_endpoints\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_created_by_idx\` ON \`webhook_endpoints\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_updated_at_idx\` ON \`webhook_endpoints\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webhook_endpoints_created_at_idx\` ON \`webhook_endpoints\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`webhook_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`endpoint_id\` integer NOT NULL,
  	\`event\` text NOT NULL,
  	\`message_id\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`last_status_code\` numeric,
  	\`last_duration_ms\` numeric,
  	\`last_error\` text,
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`endpoint_id\`) REFERENCES \`webhook_endpoints\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_endpoint_idx\` ON \`webhook_deliveries\` (\`endpoint_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_updated_at_idx\` ON \`webhook_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_created_at_idx\` ON \`webhook_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`endpoint_createdAt_idx\` ON \`webhook_deliveries\` (\`endpoint_id\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`webhook_endpoints_events\`;`)
  await db.run(sql`DROP TABLE \`webhook_endpoints\`;`)
  await db.run(sql`DROP TABLE \`webhook_deliveries\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_sends\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'sending' NOT NULL,
  	\`requested_by_id\` integer,
  	\`position\` numeric DEFAULT 0 NOT NULL,
  	\`sent\` numeric DEFAULT 0 NOT NULL,
  	\`failed\` numeric DEFAULT 0 NOT NULL,
  	\`skipped\` numeric DEFAULT 0 NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`retry_at\` text,
  	\`last_error\` text,
  	\`finished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_sends_article_idx\` ON \`newsletter_sends\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_requested_by_idx\` ON \`newsletter_sends\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_updated_at_idx\` ON \`newsletter_sends\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_created_at_idx\` ON \`newsletter_sends\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_retryAt_idx\` ON \`newsletter_sends\` (\`status\`,\`retry_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`send_id\` integer NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`response\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`send_id\`) REFERENCES \`newsletter_sends\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_send_idx\` ON \`newsletter_deliveries\` (\`send_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_lead_idx\` ON \`newsletter_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_updated_at_idx\` ON \`newsletter_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_created_at_idx\` ON \`newsletter_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`send_lead_idx\` ON \`newsletter_deliveries\` (\`send_id\`,\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`send_status_idx\` ON \`newsletter_deliveries\` (\`send_id\`,\`status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_sends\`;`)
  await db.run(sql`DROP TABLE \`newsletter_deliveries\`;`)
}

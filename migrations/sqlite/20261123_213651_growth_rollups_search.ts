import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { SQLITE_SEARCH_DOWN, SQLITE_SEARCH_UP, readRollupsBackfill } from '../shared/20261123_readRollups'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`article_read_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`reads\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`article_read_days_article_idx\` ON \`article_read_days\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`article_read_days_day_idx\` ON \`article_read_days\` (\`day\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`article_day_idx\` ON \`article_read_days\` (\`article_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`read_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`reads\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`read_days_day_idx\` ON \`read_days\` (\`day\`);`)
  await db.run(sql`CREATE TABLE \`article_read_totals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_id\` integer NOT NULL,
  	\`published\` integer DEFAULT false NOT NULL,
  	\`last_read_day\` text NOT NULL,
  	\`reads_week\` numeric DEFAULT 0 NOT NULL,
  	\`reads_month\` numeric DEFAULT 0 NOT NULL,
  	\`reads_quarter\` numeric DEFAULT 0 NOT NULL,
  	\`reads_year\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`article_read_totals_article_idx\` ON \`article_read_totals\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`published_lastReadDay_idx\` ON \`article_read_totals\` (\`published\`,\`last_read_day\`);`)
  await db.run(sql`CREATE INDEX \`published_readsWeek_idx\` ON \`article_read_totals\` (\`published\`,\`reads_week\`);`)
  await db.run(sql`CREATE INDEX \`published_readsMonth_idx\` ON \`article_read_totals\` (\`published\`,\`reads_month\`);`)
  await db.run(sql`CREATE INDEX \`published_readsQuarter_idx\` ON \`article_read_totals\` (\`published\`,\`reads_quarter\`);`)
  await db.run(sql`CREATE INDEX \`published_readsYear_idx\` ON \`article_read_totals\` (\`published\`,\`reads_year\`);`)
  await db.run(sql`CREATE TABLE \`read_window_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`day\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`read_window_state_name_idx\` ON \`read_window_state\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`status_publishedAt_createdAt_idx\` ON \`articles\` (\`status\`,\`published_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_updatedAt_createdAt_idx\` ON \`articles\` (\`status\`,\`updated_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`updatedAt_createdAt_idx\` ON \`articles\` (\`updated_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`articles\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_module_idx\` ON \`leads\` (\`module\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_classification_idx\` ON \`leads\` (\`classification\`);`)
  await db.run(sql`CREATE INDEX \`leads_newsletter_status_idx\` ON \`leads\` (\`newsletter_status\`);`)
  for (const statement of readRollupsBackfill(new Date().toISOString().slice(0, 10))) await db.run(sql.raw(statement))
  for (const statement of SQLITE_SEARCH_UP) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of SQLITE_SEARCH_DOWN) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`article_read_days\`;`)
  await db.run(sql`DROP TABLE \`read_days\`;`)
  await db.run(sql`DROP TABLE \`article_read_totals\`;`)
  await db.run(sql`DROP TABLE \`read_window_state\`;`)
  await db.run(sql`DROP INDEX \`status_publishedAt_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`status_updatedAt_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`updatedAt_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`status_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_module_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_status_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_classification_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_newsletter_status_idx\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_demo_request_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_demo_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_steps_order_idx\` ON \`pages_blocks_demo_request_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_steps_parent_id_idx\` ON \`pages_blocks_demo_request_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_demo_request_steps_locales\` (
  	\`step\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_demo_request_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`pages_blocks_demo_request_steps_locales_locale_parent_id_uni\` ON \`pages_blocks_demo_request_steps_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_steps_locales_parent_id_idx\` ON \`pages_blocks_demo_request_steps_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_demo_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_order_idx\` ON \`pages_blocks_demo_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_parent_id_idx\` ON \`pages_blocks_demo_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_path_idx\` ON \`pages_blocks_demo_request\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_demo_request_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`subject\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_demo_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`pages_blocks_demo_request_locales_locale_parent_id_unique\` ON \`pages_blocks_demo_request_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_blocks_demo_request_locales_parent_id_idx\` ON \`pages_blocks_demo_request_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_demo_request_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_demo_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_demo_request_steps_order_idx\` ON \`_pages_v_blocks_demo_request_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_demo_request_steps_parent_id_idx\` ON \`_pages_v_blocks_demo_request_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_demo_request_steps_locales\` (
  	\`step\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_demo_request_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_pages_v_blocks_demo_request_steps_locales_locale_parent_id_\` ON \`_pages_v_blocks_demo_request_steps_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_pages_v_blocks_demo_request_steps_locales_parent_id_idx\` ON \`_pages_v_blocks_demo_request_steps_locales\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_demo_request\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_demo_request_order_idx\` ON \`_pages_v_blocks_demo_request\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_demo_request_parent_id_idx\` ON \`_pages_v_blocks_demo_request\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_demo_request_path_idx\` ON \`_pages_v_blocks_demo_request\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_demo_request_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`subject\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_demo_request\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_pages_v_blocks_demo_request_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_demo_request_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_demo_request_locales_parent_id_idx\` ON \`_pages_v_blocks_demo_request_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_buttons\` ADD \`action\` text DEFAULT 'link';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_locales\` ADD \`kicker\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_buttons\` ADD \`action\` text DEFAULT 'link';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_locales\` ADD \`kicker\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_demo_request_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_demo_request_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_demo_request\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_demo_request_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_demo_request_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_demo_request_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_demo_request\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_demo_request_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_buttons\` DROP COLUMN \`action\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_locales\` DROP COLUMN \`kicker\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_buttons\` DROP COLUMN \`action\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_locales\` DROP COLUMN \`kicker\`;`)
}

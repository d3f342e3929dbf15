import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`nav_header_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'address' NOT NULL,
  	\`page_id\` integer,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_header_children_order_idx\` ON \`nav_header_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_children_parent_id_idx\` ON \`nav_header_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_children_page_idx\` ON \`nav_header_children\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_children_article_idx\` ON \`nav_header_children\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_children_category_idx\` ON \`nav_header_children\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_header_children_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_header_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`nav_header_children_locales_locale_parent_id_unique\` ON \`nav_header_children_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`nav_header_children_locales_parent_id_idx\` ON \`nav_header_children_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'address' NOT NULL,
  	\`page_id\` integer,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_header_order_idx\` ON \`nav_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_parent_id_idx\` ON \`nav_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_page_idx\` ON \`nav_header\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_article_idx\` ON \`nav_header\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_category_idx\` ON \`nav_header\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_header_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_header_locales_locale_parent_id_unique\` ON \`nav_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_header_locales_parent_id_idx\` ON \`nav_header_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'address' NOT NULL,
  	\`page_id\` integer,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_footer_order_idx\` ON \`nav_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_parent_id_idx\` ON \`nav_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_page_idx\` ON \`nav_footer\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_article_idx\` ON \`nav_footer\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_category_idx\` ON \`nav_footer\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_footer_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_footer_locales_locale_parent_id_unique\` ON \`nav_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_footer_locales_parent_id_idx\` ON \`nav_footer_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`seeded_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_nav_v_version_header_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'address' NOT NULL,
  	\`page_id\` integer,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v_version_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_children_order_idx\` ON \`_nav_v_version_header_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_children_parent_id_idx\` ON \`_nav_v_version_header_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_children_page_idx\` ON \`_nav_v_version_header_children\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_children_article_idx\` ON \`_nav_v_version_header_children\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_children_category_idx\` ON \`_nav_v_version_header_children\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_version_header_children_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v_version_header_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_nav_v_version_header_children_locales_locale_parent_id_uniq\` ON \`_nav_v_version_header_children_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_children_locales_parent_id_idx\` ON \`_nav_v_version_header_children_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_version_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'address' NOT NULL,
  	\`page_id\` integer,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_order_idx\` ON \`_nav_v_version_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_parent_id_idx\` ON \`_nav_v_version_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_page_idx\` ON \`_nav_v_version_header\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_article_idx\` ON \`_nav_v_version_header\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_category_idx\` ON \`_nav_v_version_header\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_version_header_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v_version_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_nav_v_version_header_locales_locale_parent_id_unique\` ON \`_nav_v_version_header_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_nav_v_version_header_locales_parent_id_idx\` ON \`_nav_v_version_header_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_version_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'address' NOT NULL,
  	\`page_id\` integer,
  	\`article_id\` integer,
  	\`category_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_version_footer_order_idx\` ON \`_nav_v_version_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_footer_parent_id_idx\` ON \`_nav_v_version_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_footer_page_idx\` ON \`_nav_v_version_footer\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_footer_article_idx\` ON \`_nav_v_version_footer\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_footer_category_idx\` ON \`_nav_v_version_footer\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_version_footer_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v_version_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_nav_v_version_footer_locales_locale_parent_id_unique\` ON \`_nav_v_version_footer_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_nav_v_version_footer_locales_parent_id_idx\` ON \`_nav_v_version_footer_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_seeded_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_created_at_idx\` ON \`_nav_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_updated_at_idx\` ON \`_nav_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`nav_header_children\`;`)
  await db.run(sql`DROP TABLE \`nav_header_children_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_header\`;`)
  await db.run(sql`DROP TABLE \`nav_header_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_footer\`;`)
  await db.run(sql`DROP TABLE \`nav_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`nav\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_header_children\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_header_children_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_header\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_header_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_footer\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_v\`;`)
}

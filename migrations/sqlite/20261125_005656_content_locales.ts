import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { copyBackFromDefaultLocale, copyToDefaultLocale, RESTORED_INDEXES } from '../shared/20261125_contentLocales'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_locales\` (
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`users_locales_locale_parent_id_unique\` ON \`users_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`content\` text NOT NULL,
  	\`read_time\` numeric,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_locales_locale_parent_id_unique\` ON \`tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_locales\` (
  	\`tagline\` text,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_locales_locale_parent_id_unique\` ON \`company_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`articles_title_idx\`;`)
  await db.run(sql`DROP INDEX \`articles_slug_idx\`;`)
  await db.run(sql`DROP INDEX \`categories_name_idx\`;`)
  await db.run(sql`DROP INDEX \`tags_name_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_title_idx\` ON \`articles_locales\` (\`title\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_name_idx\` ON \`categories_locales\` (\`name\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_name_idx\` ON \`tags_locales\` (\`name\`,\`_locale\`);`)
  for (const statement of copyToDefaultLocale('sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`read_time\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`tags\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`biography\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`company\` DROP COLUMN \`address\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of copyBackFromDefaultLocale('sqlite')) await db.run(sql.raw(statement))
  for (const statement of RESTORED_INDEXES) await db.run(sql.raw(statement))
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_texts_reasons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_texts_reasons_items_order_idx\` ON \`site_texts_reasons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_texts_reasons_items_parent_id_idx\` ON \`site_texts_reasons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_texts_reasons_items_locale_idx\` ON \`site_texts_reasons_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`site_texts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_href\` text,
  	\`band_href\` text,
  	\`closing_href\` text,
  	\`seeded_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_texts_locales\` (
  	\`hero_kicker\` text,
  	\`hero_lead\` text,
  	\`hero_button\` text,
  	\`band_title\` text,
  	\`band_text\` text,
  	\`band_button\` text,
  	\`reasons_title\` text,
  	\`closing_title\` text,
  	\`closing_text\` text,
  	\`closing_button\` text,
  	\`footer_about\` text,
  	\`contact_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_texts_locales_locale_parent_id_unique\` ON \`site_texts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_texts_locales_parent_id_idx\` ON \`site_texts_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_texts_v_version_reasons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_texts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_texts_v_version_reasons_items_order_idx\` ON \`_site_texts_v_version_reasons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_texts_v_version_reasons_items_parent_id_idx\` ON \`_site_texts_v_version_reasons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_texts_v_version_reasons_items_locale_idx\` ON \`_site_texts_v_version_reasons_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_site_texts_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_hero_href\` text,
  	\`version_band_href\` text,
  	\`version_closing_href\` text,
  	\`version_seeded_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_texts_v_created_at_idx\` ON \`_site_texts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_texts_v_updated_at_idx\` ON \`_site_texts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_texts_v_locales\` (
  	\`version_hero_kicker\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_button\` text,
  	\`version_band_title\` text,
  	\`version_band_text\` text,
  	\`version_band_button\` text,
  	\`version_reasons_title\` text,
  	\`version_closing_title\` text,
  	\`version_closing_text\` text,
  	\`version_closing_button\` text,
  	\`version_footer_about\` text,
  	\`version_contact_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_texts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_texts_v_locales_locale_parent_id_unique\` ON \`_site_texts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_texts_v_locales_parent_id_idx\` ON \`_site_texts_v_locales\` (\`_parent_id\`);`)
  // The company's name has a neutral default now (issue #59, item 3).
  // SQLite changes a column's default only by rebuilding its table; with foreign keys on (inside the
  // migration's transaction they cannot be turned off), dropping `company` and `_company_v` deletes
  // their language rows (ON DELETE CASCADE): they are kept aside and put back.
  await db.run(sql`CREATE TEMP TABLE \`keep_company_locales\` AS SELECT * FROM \`company_locales\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_company_v_locales\` AS SELECT * FROM \`_company_v_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_company\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text DEFAULT 'Minha empresa' NOT NULL,
  	\`logo_id\` integer,
  	\`email\` text,
  	\`phone\` text,
  	\`time_zone\` text DEFAULT 'America/Sao_Paulo' NOT NULL,
  	\`language\` text DEFAULT 'pt-BR' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_company\`("id", "name", "logo_id", "email", "phone", "time_zone", "language", "updated_at", "created_at") SELECT "id", "name", "logo_id", "email", "phone", "time_zone", "language", "updated_at", "created_at" FROM \`company\`;`,
  )
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`ALTER TABLE \`__new_company\` RENAME TO \`company\`;`)
  await db.run(sql`CREATE INDEX \`company_logo_idx\` ON \`company\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__company_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_name\` text DEFAULT 'Minha empresa' NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_time_zone\` text DEFAULT 'America/Sao_Paulo' NOT NULL,
  	\`version_language\` text DEFAULT 'pt-BR' NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__company_v\`("id", "version_name", "version_logo_id", "version_email", "version_phone", "version_time_zone", "version_language", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_name", "version_logo_id", "version_email", "version_phone", "version_time_zone", "version_language", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_company_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__company_v\` RENAME TO \`_company_v\`;`)
  await db.run(sql`CREATE INDEX \`_company_v_version_version_logo_idx\` ON \`_company_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`INSERT INTO \`company_locales\` SELECT * FROM \`keep_company_locales\` WHERE \`id\` NOT IN (SELECT \`id\` FROM \`company_locales\`);`)
  await db.run(
    sql`INSERT INTO \`_company_v_locales\` SELECT * FROM \`keep_company_v_locales\` WHERE \`id\` NOT IN (SELECT \`id\` FROM \`_company_v_locales\`);`,
  )
  await db.run(sql`DROP TABLE \`keep_company_locales\`;`)
  await db.run(sql`DROP TABLE \`keep_company_v_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_whatsapp_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`phone\` text DEFAULT '',
  	\`message\` text DEFAULT '',
  	\`color\` text DEFAULT '#1E7E34' NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_whatsapp_settings\`("id", "phone", "message", "color", "enabled", "updated_at", "created_at") SELECT "id", "phone", "message", "color", "enabled", "updated_at", "created_at" FROM \`whatsapp_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`whatsapp_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_whatsapp_settings\` RENAME TO \`whatsapp_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new__whatsapp_settings_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_phone\` text DEFAULT '',
  	\`version_message\` text DEFAULT '',
  	\`version_color\` text DEFAULT '#1E7E34' NOT NULL,
  	\`version_enabled\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__whatsapp_settings_v\`("id", "version_phone", "version_message", "version_color", "version_enabled", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_phone", "version_message", "version_color", "version_enabled", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_whatsapp_settings_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_whatsapp_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__whatsapp_settings_v\` RENAME TO \`_whatsapp_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_whatsapp_settings_v_created_at_idx\` ON \`_whatsapp_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whatsapp_settings_v_updated_at_idx\` ON \`_whatsapp_settings_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_texts_reasons_items\`;`)
  await db.run(sql`DROP TABLE \`site_texts\`;`)
  await db.run(sql`DROP TABLE \`site_texts_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_texts_v_version_reasons_items\`;`)
  await db.run(sql`DROP TABLE \`_site_texts_v\`;`)
  await db.run(sql`DROP TABLE \`_site_texts_v_locales\`;`)
  // The demo company's name as the default again.
  // SQLite changes a column's default only by rebuilding its table; with foreign keys on (inside the
  // migration's transaction they cannot be turned off), dropping `company` and `_company_v` deletes
  // their language rows (ON DELETE CASCADE): they are kept aside and put back.
  await db.run(sql`CREATE TEMP TABLE \`keep_company_locales\` AS SELECT * FROM \`company_locales\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_company_v_locales\` AS SELECT * FROM \`_company_v_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_company\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text DEFAULT 'RC Sistemas' NOT NULL,
  	\`logo_id\` integer,
  	\`email\` text,
  	\`phone\` text,
  	\`time_zone\` text DEFAULT 'America/Sao_Paulo' NOT NULL,
  	\`language\` text DEFAULT 'pt-BR' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_company\`("id", "name", "logo_id", "email", "phone", "time_zone", "language", "updated_at", "created_at") SELECT "id", "name", "logo_id", "email", "phone", "time_zone", "language", "updated_at", "created_at" FROM \`company\`;`,
  )
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`ALTER TABLE \`__new_company\` RENAME TO \`company\`;`)
  await db.run(sql`CREATE INDEX \`company_logo_idx\` ON \`company\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__company_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_name\` text DEFAULT 'RC Sistemas' NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_time_zone\` text DEFAULT 'America/Sao_Paulo' NOT NULL,
  	\`version_language\` text DEFAULT 'pt-BR' NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__company_v\`("id", "version_name", "version_logo_id", "version_email", "version_phone", "version_time_zone", "version_language", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_name", "version_logo_id", "version_email", "version_phone", "version_time_zone", "version_language", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_company_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__company_v\` RENAME TO \`_company_v\`;`)
  await db.run(sql`CREATE INDEX \`_company_v_version_version_logo_idx\` ON \`_company_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`INSERT INTO \`company_locales\` SELECT * FROM \`keep_company_locales\` WHERE \`id\` NOT IN (SELECT \`id\` FROM \`company_locales\`);`)
  await db.run(
    sql`INSERT INTO \`_company_v_locales\` SELECT * FROM \`keep_company_v_locales\` WHERE \`id\` NOT IN (SELECT \`id\` FROM \`_company_v_locales\`);`,
  )
  await db.run(sql`DROP TABLE \`keep_company_locales\`;`)
  await db.run(sql`DROP TABLE \`keep_company_v_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_whatsapp_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`phone\` text DEFAULT '5511999999999' NOT NULL,
  	\`message\` text DEFAULT 'Olá! Gostaria de saber mais.',
  	\`color\` text DEFAULT '#1E7E34' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_whatsapp_settings\`("id", "phone", "message", "color", "enabled", "updated_at", "created_at") SELECT "id", "phone", "message", "color", "enabled", "updated_at", "created_at" FROM \`whatsapp_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`whatsapp_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_whatsapp_settings\` RENAME TO \`whatsapp_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new__whatsapp_settings_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_phone\` text DEFAULT '5511999999999' NOT NULL,
  	\`version_message\` text DEFAULT 'Olá! Gostaria de saber mais.',
  	\`version_color\` text DEFAULT '#1E7E34' NOT NULL,
  	\`version_enabled\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__whatsapp_settings_v\`("id", "version_phone", "version_message", "version_color", "version_enabled", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_phone", "version_message", "version_color", "version_enabled", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_whatsapp_settings_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_whatsapp_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__whatsapp_settings_v\` RENAME TO \`_whatsapp_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_whatsapp_settings_v_created_at_idx\` ON \`_whatsapp_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whatsapp_settings_v_updated_at_idx\` ON \`_whatsapp_settings_v\` (\`updated_at\`);`)
}

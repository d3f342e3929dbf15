import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_note\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`reviewed_by_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`articles_reviewed_by_idx\` ON \`articles\` (\`reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_note\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_reviewed_by_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_reviewed_by_idx\` ON \`_articles_v\` (\`version_reviewed_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`author_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`published_at\` text,
  	\`send_to_subscribers\` integer DEFAULT false,
  	\`language\` text DEFAULT 'pt-BR',
  	\`search_text\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_articles\`("id", "image_id", "author_id", "status", "published_at", "send_to_subscribers", "language", "search_text", "edited_by_id", "updated_at", "created_at") SELECT "id", "image_id", "author_id", "status", "published_at", "send_to_subscribers", "language", "search_text", "edited_by_id", "updated_at", "created_at" FROM \`articles\`;`,
  )
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_author_idx\` ON \`articles\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_edited_by_idx\` ON \`articles\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_publishedAt_createdAt_idx\` ON \`articles\` (\`status\`,\`published_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_updatedAt_createdAt_idx\` ON \`articles\` (\`status\`,\`updated_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`updatedAt_createdAt_idx\` ON \`articles\` (\`updated_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`articles\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer NOT NULL,
  	\`version_author_id\` integer NOT NULL,
  	\`version_status\` text DEFAULT 'draft' NOT NULL,
  	\`version_published_at\` text,
  	\`version_send_to_subscribers\` integer DEFAULT false,
  	\`version_language\` text DEFAULT 'pt-BR',
  	\`version_search_text\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_image_id", "version_author_id", "version_status", "version_published_at", "version_send_to_subscribers", "version_language", "version_search_text", "version_edited_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_image_id", "version_author_id", "version_status", "version_published_at", "version_send_to_subscribers", "version_language", "version_search_text", "version_edited_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_articles_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_author_idx\` ON \`_articles_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_status_idx\` ON \`_articles_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_edited_by_idx\` ON \`_articles_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(
    sql`CREATE INDEX \`version_status_version_publishedAt_version_createdAt_idx\` ON \`_articles_v\` (\`version_status\`,\`version_published_at\`,\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version_status_version_updatedAt_version_createdAt_idx\` ON \`_articles_v\` (\`version_status\`,\`version_updated_at\`,\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`version_updatedAt_version_createdAt_idx\` ON \`_articles_v\` (\`version_updated_at\`,\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`version_status_version_createdAt_idx\` ON \`_articles_v\` (\`version_status\`,\`version_created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
}

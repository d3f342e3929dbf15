import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`confirm_by_email\` integer DEFAULT false,
  	\`content\` text DEFAULT 'excerpt' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_settings\`;`)
}

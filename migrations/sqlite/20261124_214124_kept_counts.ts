import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { ARTICLE_TERMS_BACKFILL, countersBackfill } from '../shared/20261124_keptCounts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`counters_name_idx\` ON \`counters\` (\`name\`);`)
  await db.run(sql`CREATE TABLE \`article_terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
  	\`term\` numeric NOT NULL,
  	\`published_at\` text,
  	\`article_created_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`article_terms_article_idx\` ON \`article_terms\` (\`article\`);`)
  await db.run(
    sql`CREATE INDEX \`kind_term_publishedAt_articleCreatedAt_article_idx\` ON \`article_terms\` (\`kind\`,\`term\`,\`published_at\`,\`article_created_at\`,\`article\`);`,
  )
  for (const statement of [...countersBackfill('sqlite'), ...ARTICLE_TERMS_BACKFILL]) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`counters\`;`)
  await db.run(sql`DROP TABLE \`article_terms\`;`)
}

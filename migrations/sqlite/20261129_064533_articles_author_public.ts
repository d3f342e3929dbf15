import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`author_status_publishedAt_createdAt_idx\` ON \`articles\` (\`author_id\`,\`status\`,\`published_at\`,\`created_at\`);`)
  await db.run(
    sql`CREATE INDEX \`compound_index_idx\` ON \`_articles_v\` (\`version_author_id\`,\`version_status\`,\`version_published_at\`,\`version_created_at\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`author_status_publishedAt_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`author_updatedAt_createdAt_idx\` ON \`articles\` (\`author_id\`,\`updated_at\`,\`created_at\`);`)
  await db.run(
    sql`CREATE INDEX \`version_author_version_updatedAt_version_createdAt_idx\` ON \`_articles_v\` (\`version_author_id\`,\`version_updated_at\`,\`version_created_at\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`author_updatedAt_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version_author_version_updatedAt_version_createdAt_idx\`;`)
}

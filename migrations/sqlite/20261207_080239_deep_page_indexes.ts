import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`createdAt_status_idx\`;`)
  await db.run(sql`CREATE INDEX \`leads_page_idx\` ON \`leads\` (\`created_at\`,\`id\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`activity_log_page_idx\` ON \`activity_log\` (\`created_at\`,\`id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_page_idx\`;`)
  await db.run(sql`CREATE INDEX \`createdAt_status_idx\` ON \`leads\` (\`created_at\`,\`status\`);`)
  await db.run(sql`DROP INDEX \`activity_log_page_idx\`;`)
}

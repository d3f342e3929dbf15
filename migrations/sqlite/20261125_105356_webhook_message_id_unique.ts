import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE UNIQUE INDEX \`webhook_deliveries_message_id_idx\` ON \`webhook_deliveries\` (\`message_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`webhook_deliveries_message_id_idx\`;`)
}

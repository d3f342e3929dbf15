import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activity_log\` ADD \`kind\` text;`)
  await db.run(sql`CREATE INDEX \`kind_createdAt_idx\` ON \`activity_log\` (\`kind\`,\`created_at\`);`)
  // The entries written before: their action's first word (every action has a dot).
  await db.run(sql`UPDATE \`activity_log\` SET \`kind\` = substr(\`action\`, 1, instr(\`action\` || '.', '.') - 1) WHERE \`kind\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`kind_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`activity_log\` DROP COLUMN \`kind\`;`)
}

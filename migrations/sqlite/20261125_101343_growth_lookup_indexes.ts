import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`targetKind_targetId_idx\`;`)
  await db.run(sql`CREATE INDEX \`targetId_createdAt_idx\` ON \`activity_log\` (\`target_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`users_locales_parent_id_idx\` ON \`users_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_locales_parent_id_idx\` ON \`articles_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_locales_parent_id_idx\` ON \`_articles_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_locales_parent_id_idx\` ON \`categories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_locales_parent_id_idx\` ON \`_categories_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tags_locales_parent_id_idx\` ON \`tags_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_locales_parent_id_idx\` ON \`faqs_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_locales_parent_id_idx\` ON \`_faqs_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_locales_parent_id_idx\` ON \`company_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_locales_parent_id_idx\` ON \`_company_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`articles_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`categories_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_categories_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`tags_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`faqs_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_faqs_v_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`targetId_createdAt_idx\`;`)
  await db.run(sql`CREATE INDEX \`targetKind_targetId_idx\` ON \`activity_log\` (\`target_kind\`,\`target_id\`);`)
  await db.run(sql`DROP INDEX \`company_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_company_v_locales_parent_id_idx\`;`)
}

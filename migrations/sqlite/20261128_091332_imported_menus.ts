import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// SQLite keeps a select as text: the new import kind ('menu') needs no statement here, only the
// snapshot beside this file (PostgreSQL's migration adds the value to its enum).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}

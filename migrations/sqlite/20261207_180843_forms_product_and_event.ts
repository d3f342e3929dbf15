import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

// The forms product and the form.submitted event (issue #65) are new values of text columns on
// SQLite: nothing to change. PostgreSQL's enum types get them (migrations/postgres).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}

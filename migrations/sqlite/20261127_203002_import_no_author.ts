import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'

/**
 * An import run can be refused as `noAuthor` (issue #44, item 1). On SQLite a select is a text
 * column with no list of values in the schema: nothing to change; the migration keeps the two
 * adapters' histories in step (and its snapshot, the schema as it is now).
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}

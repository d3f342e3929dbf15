import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { ROW_COUNTS_BACKFILL } from '../shared/20261126_rowCounts'

// Data only (no schema change, hence no snapshot): the leads and activity totals become kept counts.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of ROW_COUNTS_BACKFILL) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(ROW_COUNTS_BACKFILL[0]!))
}

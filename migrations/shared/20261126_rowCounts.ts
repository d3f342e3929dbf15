/**
 * Data part of the 20261126 row-counts migrations (SQLite and PostgreSQL alike): the leads and
 * activity totals of services/counters (COUNTER.leads, COUNTER.activity), counted once from what
 * is stored and kept by hooks from then on. Frozen with the migration; the growth bench's fill
 * runs them again after writing rows directly.
 */
export const ROW_COUNTS_BACKFILL = [
  `DELETE FROM "counters" WHERE "name" IN ('rows:leads', 'rows:activity-log')`,
  `INSERT INTO "counters" ("name", "value") SELECT 'rows:leads', count(*) FROM "leads" WHERE "status" IS NULL OR "status" <> 'deleted'`,
  `INSERT INTO "counters" ("name", "value") SELECT 'rows:activity-log', count(*) FROM "activity_log"`,
]

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { countersBackfill } from '../shared/20261124_counters'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE UNIQUE INDEX "counters_name_idx" ON "counters" USING btree ("name");`)
  for (const statement of countersBackfill('postgres')) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "counters" CASCADE;`)
}

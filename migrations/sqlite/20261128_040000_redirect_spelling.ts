import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { RESPELL_BATCH, respellRedirects } from '../shared/20261128_redirectSpelling'

// Data only (no schema change, hence no snapshot): kept old addresses get one percent-encoding spelling.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await respellRedirects({
    // Only rows that hold an escape or a character past ASCII can change.
    batch: async (after) =>
      (await db.all(
        sql`SELECT "id", "path" FROM "redirects" WHERE "id" > ${after} AND (instr("path", '%') > 0 OR "path" GLOB '*[^ -~]*') ORDER BY "id" LIMIT ${RESPELL_BATCH}`,
      )) as { id: number; path: string }[],
    taken: async (path) => ((await db.all(sql`SELECT 1 FROM "redirects" WHERE "path" = ${path}`)) as unknown[]).length > 0,
    rename: async (id, path) => {
      await db.run(sql`UPDATE "redirects" SET "path" = ${path} WHERE "id" = ${id}`)
    },
    remove: async (id) => {
      await db.run(sql`DELETE FROM "redirects" WHERE "id" = ${id}`)
    },
  })
}

// The old spellings are not kept: the respelled rows answer the same addresses and more.
export async function down(_args: MigrateDownArgs): Promise<void> {}

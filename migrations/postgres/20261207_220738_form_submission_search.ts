import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { SEARCH_BATCH, fillSubmissionSearch } from '../shared/20261207_submissionSearch'

// Staff search a form's submissions (issue #65, item 3): the text they compare, filled for those stored before.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" ADD COLUMN "search_text" varchar;`)
  await fillSubmissionSearch({
    batch: async (after) =>
      (await db.execute(sql`SELECT "id", "values" FROM "form_submissions" WHERE "id" > ${after} ORDER BY "id" LIMIT ${SEARCH_BATCH}`)).rows as {
        id: number
        values: unknown
      }[],
    write: async (id, text) => {
      await db.execute(sql`UPDATE "form_submissions" SET "search_text" = ${text} WHERE "id" = ${id}`)
    },
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP COLUMN "search_text";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { SEARCH_BATCH, fillSubmissionSearch } from '../shared/20261207_submissionSearch'

// Staff search a form's submissions (issue #65, item 3): the text they compare, filled for those stored before.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`search_text\` text;`)
  await fillSubmissionSearch({
    batch: async (after) =>
      (await db.all(sql`SELECT "id", "values" FROM "form_submissions" WHERE "id" > ${after} ORDER BY "id" LIMIT ${SEARCH_BATCH}`)) as {
        id: number
        values: unknown
      }[],
    write: async (id, text) => {
      await db.run(sql`UPDATE "form_submissions" SET "search_text" = ${text} WHERE "id" = ${id}`)
    },
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`search_text\`;`)
}

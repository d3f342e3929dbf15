import { z } from 'zod'
import { IMPORT_FORMATS, IMPORT_NOTE_CODES, IMPORT_RUN_STATUSES, IMPORT_SKIPPED_KINDS } from '../domain/imports'
import { k, storedDate, storedId } from './common'
import { CONTENT_LOCALES } from '../domain/contentLocales'

/** Starting an import: the file is the raw body; these say what it is. */
export const importStartQuery = z
  .object({
    /** `true`: read and report, write nothing. */
    dryRun: z.enum(['true', 'false'], k('invalidValue')).optional(),
    /** The language the blog is written in (unless said, the one the export names, else pt-BR): its articles and pages are stored as written in it. */
    language: z.enum(CONTENT_LOCALES, k('invalidValue')).optional(),
    /** The file's name, shown in the list of runs. */
    name: z.string(k('invalidValue')).trim().max(200, k('tooLong')).optional(),
  })
  .strict()

const tally = z.object({ created: z.number(), existing: z.number() }).strict()
const note = z.object({ count: z.number(), examples: z.array(z.object({ item: z.string(), detail: z.string().optional() }).strict()) }).strict()

/** What an import brought in, and what it simplified or skipped (domain/imports.ts, ImportReport). */
export const importReport = z
  .object({
    format: z.enum(IMPORT_FORMATS),
    site: z.string(),
    dryRun: z.boolean(),
    posts: z.number(),
    /** The language the texts were stored as written in: the one chosen, else the export's, else pt-BR. Absent from reports of earlier runs. */
    language: z.enum(CONTENT_LOCALES).optional(),
    articles: tally,
    /** Absent from reports of runs made before pages were imported. */
    pages: tally.optional(),
    menuItems: tally.optional(),
    categories: tally,
    tags: tally,
    authors: tally,
    images: tally.extend({ missing: z.number() }).strict(),
    redirects: tally,
    statuses: z.object({ published: z.number(), scheduled: z.number(), draft: z.number() }).strict(),
    skipped: z
      .object(Object.fromEntries(IMPORT_SKIPPED_KINDS.map((kind) => [kind, z.number()])) as Record<(typeof IMPORT_SKIPPED_KINDS)[number], z.ZodNumber>)
      .strict(),
    /** The posts with readers' comments, the most first, and how many each had (counted, not imported). */
    comments: z.array(z.object({ item: z.string(), count: z.number() }).strict()).optional(),
    notes: z.partialRecord(z.enum(IMPORT_NOTE_CODES), note),
    redirectExamples: z.array(z.object({ from: z.string(), to: z.string() }).strict()),
  })
  .strict()

export const importRun = z
  .object({
    id: storedId,
    status: z.enum(IMPORT_RUN_STATUSES),
    dryRun: z.boolean(),
    fileName: z.string().nullable(),
    format: z.enum(IMPORT_FORMATS).nullable(),
    /** Pages and posts read so far, of `total`. */
    done: z.number(),
    total: z.number(),
    /** Taken up again after a restart or a crash; nothing was imported twice. */
    resumed: z.boolean(),
    /** Why it stopped (`truncated`, `malformed`, ...), when it failed. */
    error: z.string().nullable(),
    detail: z.string().nullable(),
    report: importReport.nullable(),
    createdAt: storedDate,
    finishedAt: storedDate.nullable(),
  })
  .strict()

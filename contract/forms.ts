import { z } from 'zod'
import { calendarDate, cursorParam, k, paginationQuery, searchText, storedDate, storedId } from './common'
import { BUILT_FIELD_KINDS } from '../domain/builtForms'

/**
 * A visitor's submission of a form staff built (issue #65). The values are checked against the
 * form's own definition by the service (domain/builtForms.ts, the schema the browser checks);
 * here only their shape: names as a form's field names are, texts and lists of bounded size.
 */
const fieldName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, k('unknownField'))
const postedValue = z.union([
  z.string(k('invalidValue')).max(5000, k('tooLong')),
  z.array(z.string(k('invalidValue')).max(200, k('tooLong'))).max(50, k('invalidValue')),
])

export const formSubmissionBody = z
  .object({
    values: z.record(fieldName, postedValue, k('invalidValue')).refine((v) => Object.keys(v).length <= 60, k('invalidValue')),
    /** The page the form was sent from (a path of this site), kept with the submission. */
    page: z
      .string(k('invalidValue'))
      .max(300, k('invalidValue'))
      .regex(/^\/(?!\/)[^\s]*$/, k('invalidValue'))
      .optional(),
    /** Honeypot: people never fill it; bots do. */
    website: z.string().max(200).optional(),
  })
  .strict()

export type FormSubmissionInput = z.output<typeof formSubmissionBody>

/** A file for a file field, sent before the submission: which field it is for, and its name on the visitor's device. */
export const formFileQuery = z
  .object({
    field: fieldName,
    name: z.string(k('invalidValue')).max(255, k('tooLong')).optional(),
  })
  .strict()

/** An upload's answer: the token the submission names the file by (once, never again), and what the file is by its content. */
export const formFileAnswer = z.object({ token: z.string(), name: z.string(), size: z.number().int(), type: z.string() }).strict()

/** The answer: the submission's id, and where to send the visitor when the form redirects. */
export const formSubmissionAnswer = z.object({ id: storedId.nullable(), redirect: z.string().nullable() }).strict()

/**
 * Submissions sent from, to (calendar days, inclusive), and holding every word of `search` in
 * their values (case and accents aside).
 */
export const formSubmissionFilters = z.object({ createdFrom: calendarDate.optional(), createdTo: calendarDate.optional(), search: searchText }).strict()

/** A form's submissions, newest first: by page, or by the cursor of the page before. */
export const formSubmissionsQuery = formSubmissionFilters.extend({ ...paginationQuery.shape, cursor: cursorParam }).strict()

/** A form as staff and integrators list it: its fields (names are the values' keys) and how many submissions it holds. */
export const formRow = z
  .object({
    id: storedId,
    title: z.string(),
    fields: z.array(
      z
        .object({
          name: z.string(),
          kind: z.enum(BUILT_FIELD_KINDS),
          label: z.string(),
          required: z.boolean(),
          /** A choice's options: the value stored, the label shown. */
          options: z.array(z.object({ value: z.string(), label: z.string() }).strict()).optional(),
        })
        .strict(),
    ),
    submissions: z.number().int(),
    updatedAt: storedDate,
  })
  .strict()

/** A stored submission: the values as checked (numbers, ticks and several choices typed), each consent with its text. */
export const formSubmissionRow = z
  .object({
    id: storedId,
    form: storedId,
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
    consents: z.array(z.object({ field: z.string(), text: z.string() }).strict()),
    /** The files attached (a file field's value is the file's name): each downloads at `GET /forms/files/{id}`. */
    files: z.array(z.object({ id: storedId, field: z.string(), name: z.string(), size: z.number().int(), type: z.string() }).strict()),
    language: z.string().nullable(),
    /** The page of this site it was sent from. */
    sentFrom: z.string().nullable(),
    createdAt: storedDate,
  })
  .strict()

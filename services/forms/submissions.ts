import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, Where } from 'payload'
import type { ContentLocale } from '../../domain/contentLocales'
import { valueFields } from '../../domain/builtForms'
import { toBuiltForm, type FormDoc } from './definition'
import { filesOfSubmissions, type SubmissionFile } from './files'
import type { PageCursor } from '../../contract/common'
import { asCaller } from '../caller'
import { counters } from '../counters'
import { notFound } from '../errors'
import { countedOr, keyset, keysetMeta } from '../keyset'
import { DEEP_OFFSET, deepPage } from '../shared/deepPage'
import { refId } from '../relationId'
import { normalizeForSearch } from '../../lib/text/normalize'
import type { UserDoc } from '../users/types'

type Actor = { payload: Payload; user: UserDoc | null }
type Row = {
  id: number | string
  form?: unknown
  values?: unknown
  consents?: { field: string; text: string }[] | null
  language?: string | null
  page?: string | null
  createdAt: string
}

/** A form's submissions are counted as they are stored: a list's total is one read, never a count of the table. */
export const submissionCountName = (form: unknown) => `formSubmissions:${String(refId(form))}`

export const submissionCountHooks = {
  afterChange: [
    (async ({ doc, operation, req }) => {
      if (operation === 'create') await counters(req.payload)?.bump({ [submissionCountName((doc as Row).form)]: 1 }, req)
      return doc
    }) satisfies CollectionAfterChangeHook,
  ],
  afterDelete: [
    (async ({ doc, req }) => {
      await counters(req.payload)?.bump({ [submissionCountName((doc as Row).form)]: -1 }, req)
    }) satisfies CollectionAfterDeleteHook,
  ],
}

const toSubmission = (row: Row, files?: Map<string, SubmissionFile[]>) => ({
  id: row.id,
  form: refId(row.form) ?? '',
  values: (row.values && typeof row.values === 'object' ? row.values : {}) as Record<string, string | number | boolean | string[]>,
  consents: (row.consents ?? []).map(({ field, text }) => ({ field, text })),
  files: files?.get(String(row.id)) ?? [],
  language: row.language ?? null,
  sentFrom: row.page ?? null,
  createdAt: row.createdAt,
})

const ORDER = ['createdAt']

type Filters = { createdFrom?: string; createdTo?: string; search?: string }
/** The search's words as stored (lower case, no accents); Payload's `like` wants each of them. */
const searchOf = (f: Filters) => normalizeForSearch(f.search ?? '')
/**
 * The form's submissions sent within the days given (inclusive) and holding the search's words:
 * the (form, createdAt) index bounds the read to the one form, whose rows the words then filter.
 */
const submissionsWhere = (form: number | string, f: Filters): Where => {
  const words = searchOf(f)
  return {
    and: [
      { form: { equals: form } },
      ...(f.createdFrom ? [{ createdAt: { greater_than_equal: `${f.createdFrom}T00:00:00.000Z` } }] : []),
      ...(f.createdTo ? [{ createdAt: { less_than_equal: `${f.createdTo}T23:59:59.999Z` } }] : []),
      ...(words ? [{ searchText: { like: words } }] : []),
    ],
  }
}
const filtered = (f: Filters) => Boolean(f.createdFrom || f.createdTo || searchOf(f))

async function formOf(payload: Payload, id: string) {
  const form = await payload.findByID({ collection: 'forms', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!form) throw notFound('formNotFound')
  return form
}

/**
 * A form's submissions, newest first, by page or by the cursor of the page before (an index
 * seek on (form, createdAt) however deep). The total is the form's kept count.
 */
export async function listSubmissions(actor: Actor, formId: string, q: Filters & { page: number; limit: number; cursor?: PageCursor }) {
  const form = await formOf(actor.payload, formId)
  const ks = keyset(ORDER, q.cursor)
  const where = submissionsWhere(form.id, q)
  // Unfiltered, the total is the form's kept count; filtered, the database counts the form's matching rows.
  const kept = filtered(q) ? null : counters(actor.payload)
  if (!q.cursor && (q.page - 1) * q.limit >= DEEP_OFFSET) return deepSubmissions(actor, form, where, q, kept)
  const r = await actor.payload.find({
    collection: 'form-submissions',
    where: ks.where ? { and: [where, ks.where] } : where,
    page: q.cursor ? 1 : q.page,
    limit: q.limit,
    pagination: !kept, // the kept count stands for Payload's
    sort: ks.sort,
    depth: 0,
    ...asCaller(actor.user),
  })
  const whole = kept ? await kept.get(submissionCountName(form.id)) : r.totalDocs
  const rows = r.docs as unknown as Row[]
  const files = await filesFor(actor, form, rows)
  return { data: rows.map((row) => toSubmission(row, files)), meta: keysetMeta(ORDER, r.docs, q, kept ? { whole } : countedOr(ks, r.totalDocs)) }
}

/**
 * A page far from the start by its number: its ids from the (form, createdAt, id) index alone,
 * then its rows (services/shared/deepPage.ts), as the leads and the activity do.
 */
async function deepSubmissions(
  actor: Actor,
  form: FormDoc,
  where: Where,
  q: { page: number; limit: number; cursor?: PageCursor },
  kept: ReturnType<typeof counters>,
) {
  const rows = await deepPage<Row>(actor.payload, 'form-submissions', {
    where,
    sort: keyset(ORDER, undefined).sort,
    page: q.page,
    limit: q.limit,
    ...asCaller(actor.user),
  })
  const total = kept
    ? await kept.get(submissionCountName(form.id))
    : (await actor.payload.count({ collection: 'form-submissions', where, ...asCaller(actor.user) })).totalDocs
  const files = await filesFor(actor, form, rows)
  return { data: rows.map((row) => toSubmission(row, files)), meta: keysetMeta(ORDER, rows, q, total) }
}

/** The files of a page of submissions: one read, and none for a form without a file field. */
const filesFor = (actor: Actor, form: FormDoc, rows: Row[]) =>
  valueFields(toBuiltForm(form)).some((f) => f.kind === 'file')
    ? filesOfSubmissions(
        actor.payload,
        rows.map((row) => row.id),
      )
    : Promise.resolve(undefined)

/** Deletes one submission as the caller (staff with the messages screen); the form's total follows in the same write. */
export async function deleteSubmission(actor: Actor, id: string) {
  const done = await actor.payload.delete({ collection: 'form-submissions', id, depth: 0, ...asCaller(actor.user) }).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null
    throw error
  })
  if (!done) throw notFound()
}

/** Submissions read at a time by the CSV export. */
const EXPORT_BATCH = 1_000

/**
 * Every submission of the form within the days given, newest first, in batches read by keyset
 * (after the last row's createdAt and id): each batch an index range, with no offset and no
 * count. The form's fields come first: they are the file's columns.
 */
export async function submissionExport(actor: Actor, formId: string, filters: Filters) {
  const form = await formOf(actor.payload, formId)
  const definition = toBuiltForm(form as unknown as FormDoc)
  // The caller's access, checked once through the Local API (all or nothing, as the leads export).
  await actor.payload.find({ collection: 'form-submissions', limit: 1, pagination: false, depth: 0, select: {}, ...asCaller(actor.user) })
  async function* batches() {
    let after: { createdAt: string; id: number | string } | null = null
    for (;;) {
      const keysetAfter: Where[] = after
        ? [{ createdAt: { less_than_equal: after.createdAt } }, { or: [{ createdAt: { less_than: after.createdAt } }, { id: { less_than: after.id } }] }]
        : []
      const { docs } = await actor.payload.find({
        collection: 'form-submissions',
        where: { and: [submissionsWhere(form.id, filters), ...keysetAfter] },
        sort: ['-createdAt', '-id'],
        limit: EXPORT_BATCH,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      const rows = (docs as unknown as Row[]).map((row) => toSubmission(row))
      if (rows.length) yield rows
      if (rows.length < EXPORT_BATCH) return
      const last = rows[rows.length - 1]!
      after = { createdAt: last.createdAt, id: last.id }
    }
  }
  return { form: definition, batches: batches() }
}

/** Staff's and integrators' list of forms: few by nature (at most 200), each with its kept total. */
export async function listForms(actor: Actor, locale: ContentLocale) {
  const { docs } = await actor.payload.find({
    collection: 'forms',
    sort: '-updatedAt',
    limit: 200,
    pagination: false,
    depth: 0,
    locale,
    ...asCaller(actor.user),
  })
  const kept = counters(actor.payload)
  return Promise.all(
    docs.map(async (doc) => {
      const form = toBuiltForm(doc as unknown as FormDoc)
      const submissions = kept
        ? await kept.get(submissionCountName(doc.id))
        : (await actor.payload.count({ collection: 'form-submissions', where: { form: { equals: doc.id } }, overrideAccess: true })).totalDocs
      return {
        id: doc.id,
        title: form.title,
        fields: valueFields(form).map((f) => ({
          name: f.name,
          kind: f.kind,
          label: f.label,
          required: f.required,
          ...('options' in f ? { options: f.options } : {}),
        })),
        submissions,
        updatedAt: doc.updatedAt,
      }
    }),
  )
}

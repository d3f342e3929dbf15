import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'
import type { PageCursor } from '../../contract/common'
import { asCaller } from '../caller'
import { counters } from '../counters'
import { notFound } from '../errors'
import { keyset, keysetMeta } from '../keyset'
import { refId } from '../relationId'
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

const toSubmission = (row: Row) => ({
  id: row.id,
  form: refId(row.form) ?? '',
  values: (row.values && typeof row.values === 'object' ? row.values : {}) as Record<string, string | number | boolean | string[]>,
  consents: (row.consents ?? []).map(({ field, text }) => ({ field, text })),
  language: row.language ?? null,
  sentFrom: row.page ?? null,
  createdAt: row.createdAt,
})

const ORDER = ['createdAt']

/**
 * A form's submissions, newest first, by page or by the cursor of the page before (an index
 * seek on (form, createdAt) however deep). The total is the form's kept count.
 */
export async function listSubmissions(actor: Actor, formId: string, q: { page: number; limit: number; cursor?: PageCursor }) {
  const form = await actor.payload.findByID({ collection: 'forms', id: formId, depth: 0, select: {}, disableErrors: true, overrideAccess: true })
  if (!form) throw notFound('formNotFound')
  const ks = keyset(ORDER, q.cursor)
  const where = { form: { equals: form.id } }
  const kept = counters(actor.payload)
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
  return { data: (r.docs as unknown as Row[]).map(toSubmission), meta: keysetMeta(ORDER, r.docs, q, { whole }) }
}

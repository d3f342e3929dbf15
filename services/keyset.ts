import type { Sort, Where } from 'payload'
import { encodeCursor, type PageCursor } from '../contract/common'

/**
 * Keyset paging, newest first, on sort fields then id: a page after a cursor is an index seek
 * however deep it is, where `page=N` makes the database step over every row before it.
 * `fields` are the list's sort as Payload runs it (it appends createdAt as a tie-breaker), so
 * the collection's indexes serve both ways of paging.
 */
export function keyset(fields: string[], cursor: PageCursor | undefined) {
  const sort: Sort = [...fields.map((f) => `-${f}`), '-id']
  // The total counted for the first page, carried by the cursor: a later page counts nothing
  // (issue #63: counting what follows a deep cursor read ~49,000 leads for one page of 10).
  const total = cursor?.t
  return { sort, where: cursor ? after(fields, cursor.v, cursor.i) : undefined, total, counts: total === undefined }
}

/** The cursor's kept total as articlePage's `keptTotal` (no count query), when it has one. */
export const keptBy = (ks: { total?: number }) => (ks.total === undefined ? undefined : () => Promise.resolve(ks.total!))

/** What keysetMeta takes as the count: the cursor's kept total, else what the query counted. */
export const countedOr = (ks: { total?: number }, counted: number | { whole: number }) => (ks.total === undefined ? counted : { whole: ks.total })

/** Rows after (older than) the cursor: `f <= v` lets the index seek, the OR only settles ties. */
function after(fields: string[], values: string[], id: number | string): Where {
  const [field, ...rest] = fields
  const value = values[0]
  if (!field || value === undefined) return { id: { less_than: id } }
  return { and: [{ [field]: { less_than_equal: value } }, { or: [{ [field]: { less_than: value } }, after(rest, values.slice(1), id)] }] }
}

type Row = { id: number | string }

/**
 * The contract's `meta` for a keyset list. With a cursor, the query counted only the rows from
 * the cursor on, so the total adds back the pages before it (exact while nothing is inserted).
 */
export function keysetMeta(fields: string[], docs: Row[], q: { page: number; limit: number; cursor?: PageCursor }, counted: number | { whole: number }) {
  const page = q.cursor?.p ?? q.page
  const before = (page - 1) * q.limit
  // `counted`: the rows from this page on (a cursor page counts what is left); `whole`: a kept total of the list.
  const total = typeof counted === 'object' ? counted.whole : q.cursor ? counted + before : counted
  const last = docs.at(-1)
  const more = last !== undefined && docs.length === q.limit && before + q.limit < total
  const values = last ? fields.map((f) => String((last as Record<string, unknown>)[f] ?? '')) : []
  return {
    page,
    limit: q.limit,
    total,
    totalPages: Math.ceil(total / q.limit),
    nextCursor: more && last ? encodeCursor({ v: values, i: last.id, p: page + 1, t: total }) : null,
  }
}

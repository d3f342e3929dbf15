import type { Payload, SelectType, Sort, Where } from 'payload'
import { articleSearch, type ArticleFilters, type ArticleSearchQuery } from '../search'

type Access = { overrideAccess: boolean; user?: unknown }
/** How the page's articles are read: access, fields, relations, and the language of their texts. */
type Load = Access & { select?: SelectType; populate?: Record<string, unknown>; locale?: string }

/**
 * A visitor's read (no access overridden, nobody signed in): the collection's access shows them
 * published articles only. Their rows are looked up by id alone and the status checked here:
 * with access's `status = 'published'` in the statement, a PostgreSQL without planner statistics
 * yet (a fresh install before autovacuum) combined the id lookup with a walk of every published
 * entry of the (status, date) index (issue #46, item 3; the query-plan guard).
 */
const isVisitor = (load: Load) => load.overrideAccess === false && load.user === undefined

/** These articles as Payload documents (depth 1, with the caller's access), in this order. */
async function loadInOrder(payload: Payload, ids: (number | string)[], load: Load) {
  if (!ids.length) return []
  const visitor = isVisitor(load)
  const read: Load = visitor ? { ...load, overrideAccess: true, ...(load.select ? { select: { ...load.select, status: true } } : {}) } : load
  const { docs } = await payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    // By id, so the planner looks the ids up: under the default order (the public list's),
    // SQLite walks the (status, date) index until it has met every id, most of the table for
    // a deep page or a search's matches.
    sort: 'id',
    limit: ids.length,
    pagination: false, // bounded: one page of ids
    depth: 1,
    ...(read as object),
  })
  const order = new Map(ids.map((id, i) => [String(id), i]))
  return docs.filter((d) => !visitor || (d as { status?: string }).status === 'published').sort((a, b) => order.get(String(a.id))! - order.get(String(b.id))!)
}

/**
 * One page of a list, deep pages included, in two bounded reads: the page's ids walk the
 * (status, date) index with nothing else computed for the rows skipped, then only those
 * articles are loaded with their relations. Loading whole rows with an offset made SQLite
 * build the relations of every skipped row.
 */
export async function articlePage(
  payload: Payload,
  q: { where?: Where; sort: Sort; page: number; limit: number; keptTotal?: () => Promise<number> },
  load: Load,
) {
  // A first page (or a cursor's) whose total is a kept counter: no count of the matching rows,
  // which PostgreSQL answers by reading every one of them (issue #46, item 3).
  const kept = q.keptTotal && q.page === 1 ? q.keptTotal() : null
  const ids = await payload.find({
    collection: 'articles',
    where: q.where,
    sort: q.sort,
    page: q.page,
    limit: q.limit,
    pagination: !kept, // without it Payload counts; the limit still holds
    depth: 0,
    select: {},
    overrideAccess: load.overrideAccess,
    user: load.user,
  })
  return {
    docs: await loadInOrder(
      payload,
      ids.docs.map((d) => d.id),
      load,
    ),
    totalDocs: ids.totalDocs,
    /** The list's whole total, when kept (a cursor page's totalDocs counts only what is left). */
    keptTotal: kept ? await kept : undefined,
  }
}

/** One page of a category's or tag's articles: the relation's index picks them, newest first. */
export async function filteredPage(payload: Payload, q: ArticleFilters, load: Load) {
  const { ids, total } = await articleSearch(payload).list(q)
  return { docs: await loadInOrder(payload, ids, load), totalDocs: total }
}

/** One page of a full-text search: the search index picks and orders the ids. */
export async function searchPage(payload: Payload, q: ArticleSearchQuery, load: Load) {
  const { ids, total } = await articleSearch(payload).search(q)
  return { docs: await loadInOrder(payload, ids, load), totalDocs: total }
}

/** One page of the back-office list filtered by a category: the relation's index picks the ids (services/search/sql.ts). */
export async function staffCategoryPage(payload: Payload, q: ArticleFilters & { category: number | string; count: boolean }, load: Load) {
  const { ids, total } = await articleSearch(payload).staffList(q)
  return { docs: await loadInOrder(payload, ids, load), totalDocs: total }
}

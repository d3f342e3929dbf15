import type { Payload, SelectType } from 'payload'
import { articleSearch, type ArticleSearchQuery } from '../search'

type FindOptions = { select?: SelectType; populate?: Record<string, unknown>; overrideAccess: boolean; user?: unknown }

/**
 * One page of a full-text search as Payload documents: the search index picks and orders the
 * page's ids, the Local API loads those few articles (with the caller's access), in that order.
 */
export async function searchPage(payload: Payload, q: ArticleSearchQuery, find: FindOptions) {
  const { ids, total } = await articleSearch(payload).search(q)
  if (!ids.length) return { docs: [], totalDocs: total }
  const { docs } = await payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false, // bounded: one page of ids
    depth: 1,
    ...(find as object),
  })
  const order = new Map(ids.map((id, i) => [String(id), i]))
  return { docs: docs.sort((a, b) => order.get(String(a.id))! - order.get(String(b.id))!), totalDocs: total }
}

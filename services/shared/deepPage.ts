import type { CollectionSlug, Payload, Sort, Where } from 'payload'

/** From this many skipped rows on, a page by number reads its ids before its rows. */
export const DEEP_OFFSET = 1_000

type PageQuery = { where?: Where; sort: Sort; page: number; limit: number; overrideAccess?: boolean; user?: unknown }

/**
 * A page by number far from the start of a staff list: its ids first, then its rows by id, in
 * the same order. The ids come from the list's page index alone (config/pageIndexes.ts holds
 * every column the order and the filter read), where whole rows made PostgreSQL fetch every
 * skipped row from the table: the middle page of 100,000 activity entries was 5.2-5.7x the same
 * page at 1,000 (issue #63). The caller's access applies to both reads.
 */
export async function deepPage<T extends { id: number | string }>(payload: Payload, collection: CollectionSlug, q: PageQuery): Promise<T[]> {
  const { where, sort, page, limit, ...access } = q
  // pagination: false drops Payload's count only; `limit` bounds the read to one page of ids.
  const ids = await payload.find({ collection, where, sort, page, limit, pagination: false, depth: 0, select: {}, ...access })
  if (!ids.docs.length) return []
  const rows = await payload.find({
    collection,
    where: { id: { in: ids.docs.map((d) => d.id) } },
    limit: ids.docs.length,
    pagination: false, // bounded: the rows of the one page of ids just read
    depth: 0,
    ...access,
  })
  const byId = new Map(rows.docs.map((d) => [String(d.id), d as unknown as T]))
  return ids.docs.flatMap((d) => byId.get(String(d.id)) ?? [])
}

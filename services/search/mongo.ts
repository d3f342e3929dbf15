import type { Payload } from 'payload'
import type { PageCursor } from '../../contract/common'
import { MAX_MATCHES, type ArticleFilters, type ArticleSearch } from './types'

type Query = {
  sort: (s: object) => Query
  skip: (n: number) => Query
  limit: (n: number) => Query
  select: (s: object) => Query
  lean: () => Promise<{ _id: unknown }[]>
}
type Model = { find: (filter: object) => Query; countDocuments: (filter: object, options?: object) => Promise<number> }

/**
 * MongoDB: every word must start a word of the normalised search text (anchored regular
 * expressions, evaluated by the server; no row reaches the process but the page asked for),
 * newest first. Words are letters and digits only (see query.ts), so they are safe in a pattern.
 */
export function mongoArticleSearch(payload: Payload): ArticleSearch {
  const articles = () => (payload.db as unknown as { collections: Record<string, Model> }).collections.articles!
  const objectId = (id: number | string) =>
    new (payload.db as unknown as { mongoose: { Types: { ObjectId: new (id: string) => unknown } } }).mongoose.Types.ObjectId(String(id))
  /** Rows after a keyset cursor on (publishedAt, createdAt, _id), newest first (see services/keyset.ts). */
  /** Rows after a keyset cursor on (`date`, createdAt, _id), newest first (see services/keyset.ts). */
  const afterRow = (after: PageCursor, date = 'publishedAt') => {
    const [first = '', created = ''] = after.v.map((v) => new Date(v))
    return {
      $or: [{ [date]: { $lt: first } }, { [date]: first, createdAt: { $lt: created } }, { [date]: first, createdAt: created, _id: { $lt: objectId(after.i) } }],
    }
  }
  const page = async (filter: Record<string, unknown>, q: ArticleFilters, max?: number, date = 'publishedAt') => {
    if (q.status) filter.status = q.status
    if (q.author !== undefined) filter.author = q.author
    if (q.category !== undefined) filter.categories = q.category
    if (q.tag !== undefined) filter.tags = q.tag
    if (q.after) Object.assign(filter, afterRow(q.after, date))
    const [total, docs] = await Promise.all([
      articles().countDocuments(filter, max ? { limit: max } : {}),
      articles()
        .find(filter)
        .sort({ [date]: -1, createdAt: -1, _id: -1 })
        .skip(q.after ? 0 : (q.page - 1) * q.limit)
        .limit(q.limit)
        .select({ _id: 1 })
        .lean(),
    ])
    return { ids: docs.map((d) => String(d._id)), total }
  }
  return {
    search: async (q) => (q.words.length ? page({ searchText: { $all: q.words.map((w) => new RegExp(`(^| )${w}`)) } }, q, MAX_MATCHES) : { ids: [], total: 0 }),
    list: (q) => page({}, q),
    staffList: (q) => page({}, q, undefined, 'updatedAt'),
  }
}

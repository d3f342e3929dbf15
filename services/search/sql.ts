import type { sql as drizzleSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { PageCursor } from '../../contract/common'
import { COUNTER, counters } from '../counters'
import { sqlAccess } from '../shared/sqlAccess'
import { MAX_MATCHES, RANKED_MATCHES, type ArticleFilters, type ArticleSearch, type ArticleSearchQuery } from './types'

/** Drizzle's sql tag; both SQL adapters re-export the same one. */
type SqlTag = typeof drizzleSql

/** The filters every search shares, on the articles table aliased "a". */
/**
 * How a category's or tag's ids filter the articles: looked up (`IN`), or, `walk` (SQLite),
 * checked while the list's order index drives (`+` keeps SQLite from looking them up), or,
 * `list` (PostgreSQL), gathered first as one array, so the planner never walks the order index
 * probing the relation for each article (76 ms for one page of a category at 100,000 articles).
 */
type TermMatch = 'in' | 'walk' | 'list'

function filters(sql: SqlTag, q: ArticleFilters, match: TermMatch = 'in') {
  const parts: ReturnType<SqlTag>[] = []
  const id = sql.raw(match === 'walk' ? '+a."id"' : 'a."id"')
  const among = (ids: ReturnType<SqlTag>) => (match === 'list' ? sql`${id} = ANY(ARRAY(${ids}))` : sql`${id} IN (${ids})`)
  if (q.status) parts.push(sql`a."status" = ${q.status}`)
  if (q.author !== undefined) parts.push(sql`a."author_id" = ${q.author}`)
  // The relation's own index gives the few articles of a category or tag.
  if (q.category !== undefined)
    parts.push(among(sql`SELECT r."parent_id" FROM "articles_rels" r WHERE r."path" = 'categories' AND r."categories_id" = ${q.category}`))
  if (q.tag !== undefined) parts.push(among(sql`SELECT r."parent_id" FROM "articles_rels" r WHERE r."path" = 'tags' AND r."tags_id" = ${q.tag}`))
  return parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``
}

const ARTICLE_ORDER = ['a."published_at"', 'a."created_at"', 'a."id"'] as const
const TERM_ORDER = ['t."published_at"', 't."article_created_at"', 't."article"'] as const
/** The back-office order (services/articles/admin.ts): last changed first. */
const STAFF_ORDER = ['a."updated_at"', 'a."created_at"', 'a."id"'] as const
/** Up to this offset + limit, SQLite finds a category's page by walking the staff order (staffList). */
const STAFF_WALK_ROWS = 200
/** ...when the category holds at least this many of the articles the list shows. */
const STAFF_WALK_MATCHES = 500

/** Rows after a keyset cursor on (published date, creation date, id), newest first (see services/keyset.ts). */
function afterRow(sql: SqlTag, after: PageCursor, columns: readonly [string, string, string] = ARTICLE_ORDER) {
  const [published = '', created = ''] = after.v
  const [p, c, i] = columns.map((column) => sql.raw(column))
  return sql`AND ${p} <= ${published} AND (${p} < ${published} OR (${c} <= ${created} AND (${c} < ${created} OR ${i} < ${after.i})))`
}

/** The one category or tag a list of published articles is filtered by, when nothing else filters it. */
function singleTerm(q: ArticleFilters): { kind: 'category' | 'tag'; id: number | string } | null {
  if (q.status !== 'published' || q.author !== undefined || (q.category !== undefined) === (q.tag !== undefined)) return null
  return q.category !== undefined ? { kind: 'category', id: q.category } : { kind: 'tag', id: q.tag! }
}

/**
 * SQLite: an external-content FTS5 table over articles.search_text, kept in step by triggers
 * (services/search/sqliteIndex.ts). PostgreSQL: a generated tsvector column with a GIN index
 * (collections' afterSchemaInit). Both match every word as a prefix.
 */
export function sqlArticleSearch(payload: Payload, sql: SqlTag, dialect: 'sqlite' | 'postgres'): ArticleSearch {
  const access = sqlAccess(payload)
  const run = (statement: unknown) => access.run(access.drizzle, statement)

  const sqlite = (q: ArticleSearchQuery) => {
    const match = q.words.map((w) => `"${w}"*`).join(' ')
    const page = sql`LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`
    // The public search reads the index of published articles, so drafts need no filtering.
    const published = q.status === 'published'
    const fts = sql.raw(published ? '"libsql_published_fts"' : '"libsql_articles_fts"')
    const rest = filters(sql, published ? { ...q, status: undefined } : q)
    // Nothing filters the matches but the index itself: the index counts them alone.
    const unfiltered = (published || !q.status) && q.category === undefined && q.tag === undefined && q.author === undefined
    // Listing matches: the FTS table is the outer loop (CROSS JOIN fixes SQLite's join order;
    // the other way round it runs the full-text query once per article) and, newest first, it
    // walks its own rowid order and stops at the page. Counting: the index alone when nothing
    // else filters, else the matches as an IN list.
    const joined = sql`FROM ${fts} f CROSS JOIN "articles" a ON a."id" = f."rowid" WHERE ${fts} MATCH ${match} ${rest}`
    return {
      count: unfiltered
        ? sql`SELECT count(*) AS "n" FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ${match} LIMIT ${MAX_MATCHES}) m`
        : sql`SELECT count(*) AS "n" FROM (SELECT 1 FROM "articles" a WHERE a."id" IN (SELECT "rowid" FROM ${fts}
            WHERE ${fts} MATCH ${match}) ${rest} LIMIT ${MAX_MATCHES}) m`,
      ranked: sql`SELECT a."id" AS "id" ${joined} ORDER BY f."rank", a."published_at" DESC ${page}`,
      newest: sql`SELECT a."id" AS "id" ${joined} ORDER BY f."rowid" DESC ${page}`,
    }
  }
  const postgres = (q: ArticleSearchQuery) => {
    const tsquery = q.words.map((w) => `${w}:*`).join(' & ')
    const from = sql`FROM "articles" a WHERE a."search_vector" @@ to_tsquery('simple', ${tsquery}) ${filters(sql, q)}`
    return {
      count: sql`SELECT count(*) AS "n" FROM (SELECT 1 ${from} LIMIT ${MAX_MATCHES}) m`,
      ranked: sql`SELECT a."id" AS "id" ${from} ORDER BY ts_rank(a."search_vector", to_tsquery('simple', ${tsquery})) DESC, a."published_at" DESC
          LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      newest: sql`SELECT a."id" AS "id" ${from} ORDER BY a."id" DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    }
  }

  return {
    async list(q) {
      const offset = q.after ? 0 : (q.page - 1) * q.limit
      const term = singleTerm(q)
      if (term) {
        // One category or tag: its kept count, and its rows of article-terms newest first (an
        // index walk that stops at the page, however many articles the term holds).
        const all = await counters(payload)!.get(COUNTER.publishedIn(term.kind, term.id))
        const total = Math.max(0, all - (q.after ? (q.after.p - 1) * q.limit : 0))
        if (!total || offset >= total) return { ids: [], total }
        const { rows } = await run(
          sql`SELECT t."article" AS "id" FROM "article_terms" t WHERE t."kind" = ${term.kind} AND t."term" = ${term.id}
              ${q.after ? afterRow(sql, q.after, TERM_ORDER) : sql``}
              ORDER BY t."published_at" DESC, t."article_created_at" DESC, t."article" DESC LIMIT ${q.limit} OFFSET ${offset}`,
        )
        return { ids: rows.map((r) => r.id as number | string), total }
      }
      const where = sql`FROM "articles" a WHERE 1 = 1 ${filters(sql, q)} ${q.after ? afterRow(sql, q.after) : sql``}`
      // Every published article: their kept count; anything narrower is counted.
      const everyPublished = q.status === 'published' && q.author === undefined && !q.after
      const total = everyPublished ? await counters(payload)!.get(COUNTER.published) : Number((await run(sql`SELECT count(*) AS "n" ${where}`)).rows[0]?.n ?? 0)
      if (!total || offset >= total) return { ids: [], total }
      const fromEnd = total - offset - q.limit
      if (offset > fromEnd) {
        // Past the middle, the page is nearer the oldest end: walk the same index from there
        // (the exact reverse order) and turn the rows round, so the deepest pages by offset cost
        // what the first ones do; the middle page is the dearest, at half the table.
        const { rows } = await run(
          sql`SELECT a."id" AS "id" ${where} ORDER BY a."published_at" ASC, a."created_at" ASC, a."id" ASC
              LIMIT ${q.limit + Math.min(0, fromEnd)} OFFSET ${Math.max(0, fromEnd)}`,
        )
        return { ids: rows.map((r) => r.id as number | string).reverse(), total }
      }
      const { rows } = await run(
        sql`SELECT a."id" AS "id" ${where} ORDER BY a."published_at" DESC, a."created_at" DESC, a."id" DESC LIMIT ${q.limit} OFFSET ${offset}`,
      )
      return { ids: rows.map((r) => r.id as number | string), total }
    },

    async staffList(q) {
      // The category's articles as one list (IN), not a join: Payload's join counted them by a
      // window over every match grouped by article (47 ms for 2,722 of 100,000 on PostgreSQL) and
      // SQLite, asked EXISTS per article, probed the relation for each one (700 ms).
      const where = sql`FROM "articles" a WHERE 1 = 1 ${filters(sql, q)} ${q.after ? afterRow(sql, q.after, STAFF_ORDER) : sql``}`
      const onlyCategory = q.status === undefined && q.author === undefined && !q.after
      const total = !q.count
        ? null
        : onlyCategory
          ? Number(
              (
                await run(
                  sql`SELECT count(DISTINCT r."parent_id") AS "n" FROM "articles_rels" r WHERE r."path" = 'categories' AND r."categories_id" = ${q.category}`,
                )
              ).rows[0]?.n ?? 0,
            )
          : Number((await run(sql`SELECT count(*) AS "n" ${where}`)).rows[0]?.n ?? 0)
      if (total === 0) return { ids: [], total }
      const offset = q.after ? 0 : (q.page - 1) * q.limit
      // The first pages: SQLite walks the staff order's index and stops at the page, checking each
      // article against the category's list (1 ms at 100,000 articles), where sorting the whole
      // category took 3.5 ms. Deeper pages, and PostgreSQL always, sort the category's keys read
      // from indexes alone (5.6 ms for 2,600 articles): a cost that does not grow with the offset.
      // A small category would be met rarely on the walk (5 of 100,000: the whole index), so it is sorted.
      const matches = total ?? q.after?.t ?? 0
      const walk = dialect === 'sqlite' && offset + q.limit <= STAFF_WALK_ROWS && matches >= STAFF_WALK_MATCHES
      // With an author too, PostgreSQL intersects the author's few articles with the category's (IN: a hash of them).
      const match: TermMatch = dialect === 'postgres' ? (q.author === undefined ? 'list' : 'in') : walk ? 'walk' : 'in'
      const page = sql`FROM "articles" a WHERE 1 = 1 ${filters(sql, q, match)} ${q.after ? afterRow(sql, q.after, STAFF_ORDER) : sql``}`
      const { rows } = await run(
        sql`SELECT a."id" AS "id" ${page} ORDER BY a."updated_at" DESC, a."created_at" DESC, a."id" DESC LIMIT ${q.limit} OFFSET ${offset}`,
      )
      return { ids: rows.map((r) => r.id as number | string), total }
    },

    async search(q) {
      if (!q.words.length) return { ids: [], total: 0 }
      const statements = dialect === 'sqlite' ? sqlite(q) : postgres(q)
      const total = Number((await run(statements.count)).rows[0]?.n ?? 0)
      if (!total || (q.page - 1) * q.limit >= total) return { ids: [], total }
      const { rows } = await run(total <= RANKED_MATCHES ? statements.ranked : statements.newest)
      return { ids: rows.map((r) => r.id as number | string), total }
    },
  }
}

import type { PageCursor } from '../../contract/common'

export type ArticleFilters = {
  /** Only articles with this status (the public list passes 'published'). */
  status?: string
  category?: number | string
  tag?: number | string
  author?: number | string
  page: number
  limit: number
  /** Keyset paging (list only): rows after this (publishedAt, createdAt, id), with `page` ignored. */
  after?: PageCursor
}

export type ArticleSearchQuery = ArticleFilters & { words: string[] }

/**
 * Full-text search of articles in the database (SQLite FTS5, PostgreSQL tsvector + GIN, MongoDB
 * text index), every word a prefix, accent-insensitive. Results are ranked by relevance;
 * a search matching more than RANKED_MATCHES articles is ordered newest first instead, as
 * ranking every match of a very common word costs a scan and tells the reader little.
 */
export interface ArticleSearch {
  search(q: ArticleSearchQuery): Promise<{ ids: (number | string)[]; total: number }>
  /** A category's or a tag's articles, newest first: driven by the relation's index, not by sorting every article. */
  list(q: ArticleFilters): Promise<{ ids: (number | string)[]; total: number }>
  /**
   * The back-office list filtered by a category (any status, last changed first, as the staff
   * order): the category's articles from the relation's index, then sorted, and counted once
   * (`total` null when the cursor carries it).
   */
  staffList(q: ArticleFilters & { category: number | string; count: boolean }): Promise<{ ids: (number | string)[]; total: number | null }>
}

export const RANKED_MATCHES = 1_000

/**
 * A search answers from its first 10,000 matches at most (meta.total stops there and pages past
 * it are empty), like every web search engine: the work of one request stays bounded, however
 * common the word and however large the blog. Nobody pages through 1,000 pages of results.
 */
export const MAX_MATCHES = 10_000

import { SQLITE_SEARCH_UP } from '../../migrations/shared/20261123_readRollups'

/**
 * SQLite's search index as the 20261123 migration creates it: an FTS5 table whose content is
 * articles.search_text (external content: the text is stored once), kept in step by triggers
 * in the same transaction as every write to articles, whoever writes. The `libsql_` prefix is
 * deliberate: drizzle-kit leaves tables with that prefix alone, so a schema push never tries
 * to drop the index. Reused at start-up on pushed databases (dev, tests).
 */
export const SQLITE_SEARCH_INDEX = SQLITE_SEARCH_UP.slice(0, -1)

/** Rebuilds the index from every article's text (after the table or its triggers were missing). */
export const SQLITE_SEARCH_REBUILD = SQLITE_SEARCH_UP[SQLITE_SEARCH_UP.length - 1]!

export const SQLITE_SEARCH_TRIGGERS = ['articles_fts_insert', 'articles_fts_delete', 'articles_fts_update']

import { SQLITE_SEARCH_CREATE, SQLITE_SEARCH_FILL } from '../../migrations/shared/20261123_readRollups'

/**
 * SQLite's search indexes as the 20261123 migration creates them: FTS5 tables over
 * articles.search_text (every article, and the published ones), kept in step by triggers in the
 * same transaction as every write to articles, whoever writes. The `libsql_` prefix is
 * deliberate: drizzle-kit leaves tables with that prefix alone, so a schema push never tries to
 * drop them. Reused at start-up on pushed databases (dev, tests).
 */
export const SQLITE_SEARCH_INDEX = SQLITE_SEARCH_CREATE

/** Fills the indexes from every article's text (after a table or its triggers were missing). */
export const SQLITE_SEARCH_REBUILD = SQLITE_SEARCH_FILL

/** Every object the indexes need: when one is missing, all are created again and refilled. */
export const SQLITE_SEARCH_OBJECTS = ['articles_fts_insert', 'articles_fts_delete', 'articles_fts_update', 'libsql_articles_fts', 'libsql_published_fts']

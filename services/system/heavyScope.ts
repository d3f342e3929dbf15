import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Whether the code running is an expensive read's (heavyReads.ts): its statements go to
 * connections of their own, a reader thread's on SQLite (sqliteReaders.ts) and a small pool on
 * PostgreSQL (postgresReaders.ts), so a burst of them never holds the event loop or the pool the
 * other requests use (issue #63, item 2).
 *
 * One store per process: the server's bundle and Next's each hold a copy of this module, and a
 * read marked in one reaches the adapter wrapped by the other.
 */
const KEY = Symbol.for('corporate-site.heavyReadScope')
const stores = globalThis as unknown as Record<symbol, AsyncLocalStorage<boolean> | undefined>
const scope = (stores[KEY] ??= new AsyncLocalStorage<boolean>())

/** Runs `work` as an expensive read. Await drizzle's queries inside it: they run when awaited. */
export const asHeavyRead = <T>(work: () => Promise<T>): Promise<T> => scope.run(true, work)
export const inHeavyRead = () => scope.getStore() === true

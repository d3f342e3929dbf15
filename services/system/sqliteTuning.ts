import type { Payload } from 'payload'
import { expandConfig } from '@libsql/core/config'
import { keepTransactionConnections } from './sqliteConnections'
import type { Mutex } from 'async-mutex'
import { whileBusy } from './sqliteBusy'
import { acquireWrite, isWrite, writeLockFor } from './sqliteWriteLock'

type Rows = { rows: Record<string, unknown>[] }

type Statements = { execute: (...args: never[]) => Promise<unknown>; batch: (...args: never[]) => Promise<unknown>; protocol?: string }

/**
 * The client's own connection: its writes take the file's write lock first (sqliteWriteLock.ts),
 * and a statement refused as busy by another process is tried again, off the event loop. Reads
 * go straight on (WAL: they never wait for a writer).
 */
function queueWrites(client: Statements, lock: Mutex) {
  if (client.protocol !== 'file') return
  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const locked = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await acquireWrite(lock)
    try {
      return await whileBusy(work)
    } finally {
      release()
    }
  }
  client.execute = ((...args: never[]) => (isWrite(args[0]) ? locked(() => execute(...args)) : whileBusy(() => execute(...args)))) as typeof client.execute
  client.batch = ((...args: never[]) => locked(() => batch(...args))) as typeof client.batch
}

/** Pages of the file SQLite keeps in memory (negative: KiB): the interior pages of the indexes a page load walks. */
const CACHE_KIB = 32_768

/**
 * A page cache sized for a blog of years. With SQLite's default 2 MB, a 900 MB database (100,000
 * articles) re-read the same index pages from the OS on every request: a search plus a popular
 * list spent 17.3 ms in SQLite, 12.3 ms with 32 MB (issue #28). Pages are allocated as they are
 * read, so a small site pays nothing for it.
 *
 * Planner statistics (ANALYZE) are not gathered: libsql's SQLite (3.45) ignores `PRAGMA
 * optimize`'s "every table" flag, so at start-up it gathers nothing, and statistics taken once
 * at the first start describe an empty database for as long as nobody refreshes them. The
 * query-plan guard checks the plans SQLite makes without them.
 */
export async function tuneSqlite(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  type Adapter = {
    drizzle: unknown
    execute: (a: { drizzle: unknown; raw: string }) => Promise<Rows>
    client: Parameters<typeof keepTransactionConnections>[0]
    clientConfig: { url: string }
    wal?: false | { synchronous?: string }
  }
  const db = payload.db as unknown as Adapter
  await db.execute({ drizzle: db.drizzle, raw: `PRAGMA cache_size = -${CACHE_KIB}` })
  // SQLite never waits for a lock itself (its wait blocks the event loop): statements and
  // transactions wait between tries instead (sqliteBusy.ts).
  await db.execute({ drizzle: db.drizzle, raw: 'PRAGMA busy_timeout = 0' })
  const path = expandConfig({ url: db.clientConfig.url }, true).path
  queueWrites(db.client as unknown as Statements, writeLockFor(path))
  // The pragmas Payload's adapter and this file set on its connection, for the transactions' own.
  const pragmas = ['PRAGMA busy_timeout = 0', ...(db.wal ? [`PRAGMA synchronous = ${db.wal.synchronous ?? 'FULL'}`] : []), `PRAGMA cache_size = -${CACHE_KIB}`]
  keepTransactionConnections(db.client, path, pragmas)
}

import type { Payload } from 'payload'
import type { InStatement, TransactionMode } from '@libsql/client'
import { expandConfig } from '@libsql/core/config'
import { beginTransaction } from '@payloadcms/drizzle'
import { readEnv } from '../../config/env'
import { keepTransactionConnections } from './sqliteConnections'
import type { Mutex } from 'async-mutex'
import { whileBusy } from './sqliteBusy'
import { acquireWrite, isWrite, writeLockFor } from './sqliteWriteLock'
import { heldTransaction } from './writeScope'
import { inHeavyRead } from './heavyScope'
import { sqliteReader, type SqliteReader } from './sqliteReaders'

type Rows = { rows: Record<string, unknown>[] }

type Transaction = {
  execute: (...args: never[]) => Promise<unknown>
  batch: (stmts: InStatement[]) => Promise<unknown>
  commit: () => Promise<void>
  rollback: () => Promise<void>
  close: () => void
}
type Statements = {
  execute: (...args: never[]) => Promise<unknown>
  batch: (stmts: InStatement[], mode?: TransactionMode) => Promise<unknown>
  transaction: (mode?: 'write') => Promise<Transaction>
  protocol?: string
}

/** `execute(sql, args)` or `execute({ sql, args })`, as @libsql/client takes it, as one statement. */
const statementOf = (args: never[]): InStatement => {
  const [first, values] = args as unknown as [InStatement, InStatement extends { args?: infer A } ? A : never]
  return typeof first === 'string' ? { sql: first, args: values ?? [] } : first
}

/**
 * No write runs on the client's own connection: each is a transaction of its own on a kept
 * connection (sqliteConnections.ts), whose BEGIN IMMEDIATE waits for the write lock, this
 * process's first (sqliteWriteLock.ts), then another process's, between tries (sqliteBusy.ts).
 *
 * A statement refused as busy in the middle of its step is never reset by libsql (it is only
 * finalized when garbage-collected, libsql-client-ts#352): a write the server made while the
 * import command held the lock, tried again and let in, could then not commit. The server held
 * the write lock and hid its writes, and its reads saw the database as it was, until the
 * collector ran, minutes later on an idle server: the import beside it gave up after two
 * minutes on "database is locked", and the server counted fewer imported posts than were in
 * (tests/process/importKill, tests/integration/sqliteForeignLock). A BEGIN run with `exec` is
 * finalized when it fails, so it is the one statement that meets the lock. Reads go straight
 * on (WAL: they never wait for a writer).
 *
 * A migration's statements stay on the client's own connection (`migrating`): they set the
 * connection's own state (foreign_keys off for a table rebuilt, writable_schema) for the
 * statements after them. Migrations run at start-up or from the command, alone.
 */
function writesInTransactions(client: Statements, lock: Mutex, migrating: () => boolean, reader: SqliteReader | null) {
  if (client.protocol !== 'file') return
  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const alone = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const tx = await client.transaction('write')
    try {
      const result = await work(tx)
      await tx.commit()
      return result
    } catch (error) {
      await tx.rollback().catch(() => undefined)
      throw error
    } finally {
      tx.close()
    }
  }
  const direct = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await acquireWrite(lock)
    try {
      return await whileBusy(work)
    } finally {
      release()
    }
  }
  client.execute = ((...args: never[]) => {
    // Its own request holds the lock with a transaction: a write waiting for it would wait for
    // itself, and what it then reads back must see it (writeScope.ts).
    const held = migrating() ? undefined : heldTransaction()
    if (held) return held.execute(...args)
    // An expensive read's statements run on the reader thread's connection (sqliteReaders.ts).
    const write = isWrite(args[0])
    if (reader && !write && inHeavyRead() && !migrating() && reader.accepts(args[0])) return reader.execute(statementOf(args))
    if (!write) return whileBusy(() => execute(...args))
    return migrating() ? direct(() => execute(...args)) : alone((tx) => tx.execute(...args))
  }) as typeof client.execute
  // A batch is one transaction already; its mode (read or write) matters not once the lock is held.
  client.batch = (stmts, mode) => {
    if (migrating()) return direct(() => batch(stmts, mode))
    const held = heldTransaction()
    return held ? held.batch(stmts) : alone((tx) => tx.batch(stmts))
  }
}

/**
 * Runs the adapter's migration calls with `migrating()` true (a count: they may nest), and
 * outside transactions: a migration's statements set its connection's own state (foreign keys off
 * while a table is rebuilt), which a transaction would ignore, and its rebuilt tables would take
 * their children's rows with them (ON DELETE CASCADE).
 */
function flagMigrations(db: Record<string, unknown>, writeAlone: () => void, writeInTransactions: () => void): () => boolean {
  let running = 0
  for (const name of ['migrate', 'migrateDown', 'migrateFresh', 'migrateRefresh', 'migrateReset']) {
    const original = db[name]
    if (typeof original !== 'function') continue
    db[name] = async (...args: unknown[]) => {
      if (running++ === 0) writeAlone()
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(db, args)
      } finally {
        if (--running === 0) writeInTransactions()
      }
    }
  }
  return () => running > 0
}

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
  // Pages of the file SQLite keeps in memory, per connection (negative: KiB): the interior pages of the indexes a page load walks.
  const cacheKib = readEnv().SQLITE_CACHE_KIB
  await db.execute({ drizzle: db.drizzle, raw: `PRAGMA cache_size = -${cacheKib}` })
  // SQLite never waits for a lock itself (its wait blocks the event loop): statements and
  // transactions wait between tries instead (sqliteBusy.ts).
  await db.execute({ drizzle: db.drizzle, raw: 'PRAGMA busy_timeout = 0' })
  const path = expandConfig({ url: db.clientConfig.url }, true).path
  // The pragmas Payload's adapter and this file set on its connection, for the transactions' own.
  const pragmas = ['PRAGMA busy_timeout = 0', ...(db.wal ? [`PRAGMA synchronous = ${db.wal.synchronous ?? 'FULL'}`] : []), `PRAGMA cache_size = -${cacheKib}`]
  keepTransactionConnections(db.client, path, pragmas)
  // Every write of Payload's, at every door (/cms, /cms-api, the Local API), is one transaction from
  // now on, as on PostgreSQL: a failure half-way leaves nothing (issue #60, item 3). The adapter
  // ran each statement alone (a page kept its row and lost its blocks). Turned on after the
  // start-up migrations, which run alone (flagMigrations).
  const adapter = payload.db as unknown as { beginTransaction: unknown; transactionOptions: unknown }
  const alone = adapter.beginTransaction
  const writeInTransactions = () => {
    adapter.transactionOptions = {}
    adapter.beginTransaction = beginTransaction
  }
  writeInTransactions()
  const writeAlone = () => {
    adapter.beginTransaction = alone
    adapter.transactionOptions = undefined
  }
  const reader = sqliteReader(path, pragmas.slice(1))
  if (reader) {
    const destroy = (payload.db as unknown as { destroy?: () => Promise<void> }).destroy
    ;(payload.db as unknown as { destroy: () => Promise<void> }).destroy = async () => {
      await reader.close()
      await destroy?.call(payload.db)
    }
  }
  writesInTransactions(
    db.client as unknown as Statements,
    writeLockFor(path),
    flagMigrations(payload.db as unknown as Record<string, unknown>, writeAlone, writeInTransactions),
    reader,
  )
}

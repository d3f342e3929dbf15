import Database from 'libsql'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import { whileBusy } from './sqliteBusy'
import { acquireWrite, writeLockFor } from './sqliteWriteLock'
import { holdInScope, type HeldTransaction } from './writeScope'

type TransactionMode = 'write' | 'read' | 'deferred'
type Client = { transaction: (mode?: TransactionMode) => Promise<Sqlite3Transaction>; protocol?: string }
type Connection = InstanceType<typeof Database>

const BEGIN: Record<TransactionMode, string> = { write: 'BEGIN IMMEDIATE', read: 'BEGIN TRANSACTION READONLY', deferred: 'BEGIN DEFERRED' }
/** Connections kept for the next transactions; more at once are opened and closed. */
const KEEP = 4

/**
 * Transactions on connections kept for them. @libsql/client's local client hands its own
 * connection to each transaction and opens a new one for the next statement, and the one handed
 * over is never closed (libsql-client-ts#350; closing would not free it either, libsql-js#230):
 * every transaction left a native SQLite connection behind, with its file handles, parsed schema
 * and page cache, and the new connection had none of the start-up pragmas (busy timeout, WAL
 * synchronous, cache size). A 3,000-post import peaked at 800 MB of it (issue #33). Here the
 * client's own connection stays its own, and each transaction borrows one of a few kept
 * connections opened with the same pragmas, given back when it commits or rolls back.
 */
export function keepTransactionConnections(client: Client, path: string, pragmas: string[]): void {
  if (client.protocol !== 'file') return
  const idle: Connection[] = []
  const open = (): Connection => {
    const connection = new Database(path, {})
    for (const pragma of pragmas) connection.exec(pragma)
    return connection
  }
  const lock = writeLockFor(path)
  client.transaction = async (mode: TransactionMode = 'write') => {
    // This process's writers queue here (sqliteWriteLock.ts); another process's lock is waited for between tries (sqliteBusy.ts).
    const release = mode === 'read' ? () => undefined : await acquireWrite(lock)
    const connection = idle.pop() ?? open()
    try {
      await whileBusy(() => connection.exec(BEGIN[mode]))
    } catch (error) {
      idle.push(connection)
      release()
      throw error
    }
    const transaction = new Sqlite3Transaction(connection, 'number')
    // The request's own writes outside it join it rather than wait for it (writeScope.ts).
    const unhold = mode === 'read' ? () => undefined : holdInScope(transaction as unknown as HeldTransaction)
    let returned = false
    const giveBack = () => {
      if (returned || connection.inTransaction) return
      returned = true
      unhold()
      release()
      if (idle.length < KEEP) idle.push(connection)
      else connection.close()
    }
    const after =
      <A extends unknown[], R>(run: (...args: A) => R) =>
      (...args: A): R => {
        try {
          return run(...args)
        } finally {
          giveBack()
        }
      }
    const commit = transaction.commit.bind(transaction)
    const rollback = transaction.rollback.bind(transaction)
    const close = transaction.close.bind(transaction)
    transaction.commit = () => commit().finally(giveBack)
    transaction.rollback = () => rollback().finally(giveBack)
    transaction.close = after(close)
    return transaction
  }
}

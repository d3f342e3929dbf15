import type { InStatement } from '@libsql/client'
import { AsyncLocalStorage } from 'node:async_hooks'

/** What a write of SQLite's may join: the open transaction of the request it belongs to. */
export type HeldTransaction = { execute: (...args: never[]) => Promise<unknown>; batch: (stmts: InStatement[]) => Promise<unknown> }

/**
 * One request's work on an SQLite file (issue #61): the transaction it holds this process's write
 * lock with, if any (sqliteConnections.ts). Payload writes some rows outside the transaction its
 * operation opened, on purpose: forgot-password reserves the request interval apart so that a
 * parallel request sees it. On PostgreSQL that write goes beside the transaction; on SQLite,
 * one writer at a time, it waited for the lock its own request held, until SQLITE_BUSY_WAIT_MS
 * refused it (a 500 at /cms-api/users/forgot-password). Inside a request that holds the lock,
 * such a write joins the transaction instead (sqliteTuning.ts): the only order one writer allows;
 * so do the request's reads meanwhile, which must see what it wrote (Payload reads a row back).
 */
type WriteScope = { holding?: HeldTransaction }

const storage = new AsyncLocalStorage<WriteScope>()

/** Runs one request's work in a scope of its own. */
export const withWriteScope = <T>(work: () => T): T => storage.run({}, work)

/**
 * Runs `work` outside any request's scope: background work a request only set off (a reload after
 * a change it announced) must not join that request's transaction, which may close before the
 * work reads (issue #62: the company language reload failed with TRANSACTION_CLOSED, 101 times
 * in one fuzzing run).
 */
export const outsideRequest = <T>(work: () => T): T => storage.exit(work)

/** The transaction the current request holds the write lock with, if any. */
export const heldTransaction = (): HeldTransaction | undefined => storage.getStore()?.holding

/** Marks `transaction` as the current request's holder of the write lock; the function it returns unmarks it. */
export function holdInScope(transaction: HeldTransaction): () => void {
  const scope = storage.getStore()
  if (!scope || scope.holding) return () => undefined
  scope.holding = transaction
  return () => {
    if (scope.holding === transaction) scope.holding = undefined
  }
}

/**
 * SQLite lets one connection write at a time. This process talks to it through synchronous
 * native connections, so SQLite's own busy handler (`busy_timeout`) waits by blocking the event
 * loop: while one request's transaction held the write lock and awaited its hooks, a second
 * writer's wait froze the whole process, the first could never commit, and the second failed
 * after the timeout with "database is locked" (issue #42, item 5: 20 editors saving at once).
 *
 * Here every connection answers at once when the database is busy (busy_timeout 0) and the wait
 * happens between tries, off the event loop: the lock's holder goes on and commits, the waiter
 * gets in. A write that still cannot get in within SQLITE_BUSY_WAIT_MS is refused with 503 and
 * Retry-After (gateway/http/toHttpError.ts), never taken for something else.
 */

import { readEnv } from '../../config/env'

/** How long a statement or a transaction waits for the write lock before it is refused (SQLITE_BUSY_WAIT_MS), read when a wait begins. */
const busyWaitMs = () => readEnv().SQLITE_BUSY_WAIT_MS
/** What the caller is told to wait before trying again, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2

const BUSY_TEXT = /database is locked|SQLITE_BUSY|database table is locked/i

/** Whether an error (or one it wraps: drizzle and Payload wrap the driver's) is SQLite's "busy". */
export function isBusy(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false
    if ((typeof e.code === 'string' && e.code.startsWith('SQLITE_BUSY')) || BUSY_TEXT.test(String(e.message ?? ''))) return true
    e = e.cause as typeof e
  }
  return false
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `attempt` until it is not refused as busy: between tries the event loop is free (the
 * holder of the lock commits meanwhile), with a growing pause (1 ms up to 25 ms, with jitter so
 * waiters do not retry in step). A failure other than busy, or busy past `waitMs`, is thrown.
 */
export async function whileBusy<T>(attempt: () => T | Promise<T>): Promise<T> {
  let deadline = 0
  for (let delay = 1; ; delay = Math.min(delay * 2, 25)) {
    try {
      return await attempt()
    } catch (error) {
      if (!isBusy(error)) throw error
      deadline ||= Date.now() + busyWaitMs()
      if (Date.now() >= deadline) throw error
      await pause(delay / 2 + Math.random() * delay)
    }
  }
}

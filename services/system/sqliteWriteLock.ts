import { Mutex, withTimeout, type MutexInterface } from 'async-mutex'
import { readEnv } from '../../config/env'

/**
 * This process's writes to one SQLite file, one at a time, waited for off the event loop (issue
 * #42, item 5). SQLite takes one writer at a time anyway; a second connection that tried while a
 * transaction held the lock was refused (busy), and a statement refused in the middle of its
 * step stays open in libsql until it is garbage-collected, leaving its connection inside an
 * implicit transaction: its later writes were seen by nobody else and could be lost. Queued
 * here, a write meets SQLite's lock only when another process holds it (the import command),
 * and that wait happens between tries (sqliteBusy.ts). A write that cannot be had within
 * SQLITE_BUSY_WAIT_MS is refused as busy (503 with Retry-After).
 */
const locks = new Map<string, Mutex>()

/** The write lock of one database file (tests boot several in one process). */
export function writeLockFor(path: string): Mutex {
  let lock = locks.get(path)
  if (!lock) locks.set(path, (lock = new Mutex()))
  return lock
}

/** SQLite's own wording, so the gateway answers it as any busy database (gateway/http/toHttpError.ts). */
class WriteLockTimeout extends Error {
  readonly code = 'SQLITE_BUSY'
  constructor() {
    super('database is locked: another write held it past SQLITE_BUSY_WAIT_MS')
    this.name = 'WriteLockTimeout'
  }
}

/** Waits for the file's write lock; the function it returns gives it back (once). */
export async function acquireWrite(lock: Mutex): Promise<MutexInterface.Releaser> {
  const release = await withTimeout(lock, readEnv().SQLITE_BUSY_WAIT_MS, new WriteLockTimeout()).acquire()
  let released = false
  return () => {
    if (released) return
    released = true
    release()
  }
}

const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter|with\b[\s\S]*\b(insert|update|delete)\b)/i

/** Whether a statement given to the client writes (drizzle's own statements start with their verb). */
export function isWrite(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : String((statement as { sql?: unknown } | null)?.sql ?? '')
  return WRITE.test(text)
}

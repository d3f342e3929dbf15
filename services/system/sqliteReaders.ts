import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { LibsqlError, type InStatement, type ResultSet } from '@libsql/client'
import { readEnv } from '../../config/env'

/**
 * A read-only SQLite connection in a worker thread, for the expensive reads (heavyReads.ts,
 * heavyScope.ts).
 *
 * Why: libsql runs a statement on the thread that asks for it, so on the event loop: during a
 * wave of uncached searches the loop was inside SQLite most of the time, and /api/health and a
 * cached page, which need a turn of it, waited 1.3-4.1 s (issue #63, item 2). A heavy read's
 * statements now run on this thread's own connection (WAL: a reader sees every commit made
 * before it starts and never waits for the writer), and the loop is free meanwhile. Cheap reads
 * stay where they were: a statement's trip to the worker and back costs more than they do.
 *
 * The connection is opened with the main one's pragmas (page cache size) and `query_only`, so a
 * statement that would write is refused, never run. SQLite may wait for a lock here (busy
 * timeout): it blocks this thread, not the loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.libsql)
const db = new Database(workerData.path, {})
for (const pragma of workerData.pragmas) db.exec(pragma)
db.exec('PRAGMA busy_timeout = ' + workerData.busyMs)
db.exec('PRAGMA query_only = 1')
const prepared = new Map()
const statement = (sql) => {
  let s = prepared.get(sql)
  if (!s) {
    if (prepared.size >= 256) prepared.delete(prepared.keys().next().value)
    s = db.prepare(sql)
    s.safeIntegers(true)
    s.raw(true)
    prepared.set(sql, s)
  }
  return s
}
const MAX = BigInt(Number.MAX_SAFE_INTEGER), MIN = -MAX
const value = (v) => {
  if (typeof v === 'bigint') {
    if (v > MAX || v < MIN) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number')
    return Number(v)
  }
  return v instanceof Uint8Array ? v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength) : v
}
const argument = (v) => {
  if (typeof v === 'boolean') return v ? 1 : 0
  if (v instanceof Date) return v.valueOf()
  if (v instanceof ArrayBuffer) return Buffer.from(v)
  if (v instanceof Uint8Array) return Buffer.from(v.buffer, v.byteOffset, v.byteLength)
  if (v === undefined) throw new TypeError('undefined cannot be passed as argument to the database')
  return v
}
parentPort.on('message', ({ id, sql, args }) => {
  try {
    const s = statement(sql)
    const columns = s.columns()
    const bound = Array.isArray(args) ? args.map(argument) : Object.fromEntries(Object.entries(args).map(([k, v]) => [/^[@$:]/.test(k) ? k.slice(1) : k, argument(v)]))
    const rows = s.all(bound).map((row) => row.map(value))
    parentPort.postMessage({ id, columns: columns.map((c) => c.name), columnTypes: columns.map((c) => c.type ?? ''), rows })
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code, rawCode: error && error.rawCode } })
  }
})
`

type Reply = { id: number; columns: string[]; columnTypes: string[]; rows: unknown[][]; error?: { message: string; code?: string; rawCode?: number } }
type Pending = { resolve: (r: ResultSet) => void; reject: (e: Error) => void }

/** A statement that only reads and may run on another connection (not a PRAGMA, which sets this one's state). */
const READ = /^\s*(select|with)\b/i

export type SqliteReader = { accepts: (statement: unknown) => boolean; execute: (stmt: InStatement) => Promise<ResultSet>; close: () => Promise<void> }

/** The row object @libsql/client makes: values by index and by column name, `length` hidden. */
function row(values: unknown[], columns: string[]) {
  const r: Record<string | number, unknown> = {}
  Object.defineProperty(r, 'length', { value: values.length })
  values.forEach((value, i) => {
    Object.defineProperty(r, i, { value })
    const column = columns[i]!
    if (!Object.hasOwn(r, column)) Object.defineProperty(r, column, { value, enumerable: true, configurable: true, writable: true })
  })
  return r
}

function resultSet(reply: Reply): ResultSet {
  const rows = reply.rows.map((values) => row(values, reply.columns)) as unknown as ResultSet['rows']
  return {
    columns: reply.columns,
    columnTypes: reply.columnTypes,
    rows,
    rowsAffected: 0,
    lastInsertRowid: undefined,
    toJSON: () => ({ columns: reply.columns, columnTypes: reply.columnTypes, rows: reply.rows, rowsAffected: 0, lastInsertRowid: null }),
  }
}

/** The reader of one database file, started at its first statement; `null` when SQLITE_READ_WORKER=off. */
export function sqliteReader(path: string, pragmas: string[]): SqliteReader | null {
  const env = readEnv()
  if (env.SQLITE_READ_WORKER === 'off') return null
  const busyMs = env.SQLITE_BUSY_WAIT_MS
  let worker: Worker | null = null
  let next = 0
  const pending = new Map<number, Pending>()
  const fail = (error: Error) => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
    worker = null
  }
  const start = () => {
    const w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { libsql: createRequire(import.meta.url).resolve('libsql'), path, pragmas, busyMs },
      // Its own heap stays small: it holds statements and one answer at a time, never documents.
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    })
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id)
      if (!p) return
      pending.delete(reply.id)
      if (pending.size === 0) w.unref() // an idle reader never keeps the process alive
      if (reply.error) p.reject(new LibsqlError(reply.error.message, reply.error.code ?? 'SQLITE_ERROR', reply.error.rawCode))
      else p.resolve(resultSet(reply))
    })
    w.on('error', (error) => fail(new Error(`the SQLite reader thread stopped: ${error.message}`, { cause: error })))
    w.on('exit', (code) => worker === w && fail(new Error(`the SQLite reader thread stopped (exit code ${code})`)))
    w.unref()
    return w
  }
  return {
    accepts: (statement) => READ.test(typeof statement === 'string' ? statement : String((statement as { sql?: unknown } | null)?.sql ?? '')),
    execute: (stmt) =>
      new Promise<ResultSet>((resolve, reject) => {
        const w = (worker ??= start())
        const id = next++
        pending.set(id, { resolve, reject })
        w.ref()
        const { sql, args = [] } = typeof stmt === 'string' ? { sql: stmt, args: [] } : stmt
        w.postMessage({ id, sql, args })
      }),
    close: async () => {
      const w = worker
      worker = null
      if (w) await w.terminate()
    },
  }
}

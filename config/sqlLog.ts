import { openSync, writeSync } from 'node:fs'

/** Drizzle's logger interface, which both SQL adapters accept. */
export type SqlLogger = { logQuery: (query: string, params: unknown[]) => void }

/**
 * `SQL_LOG_FILE`: every statement the process sends to a SQL database, one JSON line each
 * (`{ sql, params }`), written as it is sent. A diagnostic: the query-plan guard
 * (tests/process/queryPlans.test.ts) asks the database for the plan of each one. Written
 * synchronously so a statement is on disk before the answer that caused it leaves.
 */
export function fileSqlLogger(file: string): SqlLogger {
  const fd = openSync(file, 'a')
  return {
    logQuery: (sql, params) => {
      writeSync(fd, JSON.stringify({ sql, params: params.map(plain) }) + '\n')
    },
  }
}

/** A parameter as JSON can carry it back to the database (dates as ISO text, bytes as null). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'bigint') return Number(value)
  if (value instanceof Uint8Array) return null
  return value
}

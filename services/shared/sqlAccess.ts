import type { Payload, PayloadRequest } from 'payload'

/** The part of drizzle both SQL adapters share: a tagged template and a way to run it. */
export type SqlTag = { (strings: TemplateStringsArray, ...values: unknown[]): unknown; raw: (text: string) => unknown }
export type Db = { transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T> }
export type Rows = { rows: Record<string, unknown>[] }

/**
 * Raw statements through a SQL adapter's drizzle instance: `run` on a connection, and `dbFor`
 * the connection of the request's transaction when it has one (a hook's write then commits or
 * rolls back with the change that caused it).
 */
export function sqlAccess(payload: Payload) {
  const adapter = payload.db as unknown as { drizzle: Db; sessions?: Record<string, { db: Db }>; execute: (a: { drizzle: Db; sql: unknown }) => Promise<Rows> }
  return {
    drizzle: adapter.drizzle,
    run: (db: Db, statement: unknown) => adapter.execute({ drizzle: db, sql: statement }),
    dbFor: async (req?: Partial<PayloadRequest>) =>
      (req?.transactionID ? adapter.sessions?.[String(await req.transactionID)]?.db : undefined) ?? adapter.drizzle,
  }
}

/** A boolean column as either adapter answers it (SQLite 0/1, PostgreSQL true/false). */
export const truthy = (value: unknown) => value === true || Number(value) === 1

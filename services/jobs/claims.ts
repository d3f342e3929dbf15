import type { Payload } from 'payload'
import { sql as pgSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import { sqlAccess } from '../shared/sqlAccess'

/**
 * Whether an error is the database refusing a second row with the same unique key (Payload's
 * ValidationError on the field, PostgreSQL 23505, SQLite's UNIQUE constraint, MongoDB's E11000).
 */
function isDuplicate(error: unknown): boolean {
  for (let e = error as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false
    if (e.name === 'ValidationError') return true
    if (e.code === '23505' || e.code === 11000 || (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT'))) return true
    if (/UNIQUE constraint failed|duplicate key|E11000/i.test(String(e.message ?? ''))) return true
    e = e.cause as typeof e
  }
  return false
}

/**
 * Claims `key` for `ttlMs` in the database: true for exactly one caller in the cluster while the
 * claim lasts (issue #42, item 2: two instances publishing one article when Redis was away). An
 * expired claim (its claimant died before finishing) is taken over; two taking it over at once
 * are again decided by the unique key. Written outside any transaction, so it binds at once.
 */
export async function claimOnce(payload: Payload, key: string, ttlMs: number): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await insertClaim(payload, key, new Date(Date.now() + ttlMs).toISOString())) return true
    // Taken: only a claim past its time is cleared, and the insert decides once more.
    await payload.db.deleteMany({
      collection: 'job-claims',
      where: { and: [{ key: { equals: key } }, { expiresAt: { less_than: new Date().toISOString() } }] },
    })
  }
  return false
}

/**
 * One insert that the unique key may refuse. On the SQL adapters it is refused without an error
 * (ON CONFLICT DO NOTHING): a statement that fails in libsql stays open on its connection until
 * it is garbage-collected, holding that connection's later writes in an implicit transaction.
 */
async function insertClaim(payload: Payload, key: string, expiresAt: string): Promise<boolean> {
  if (payload.db.name === 'sqlite' || payload.db.name === 'postgres') {
    const { drizzle, run } = sqlAccess(payload)
    const sql = payload.db.name === 'postgres' ? pgSql : sqliteSql
    const { rows } = await run(
      drizzle,
      sql`INSERT INTO "job_claims" ("key", "expires_at") VALUES (${key}, ${expiresAt}) ON CONFLICT ("key") DO NOTHING RETURNING "id"`,
    )
    return rows.length > 0
  }
  try {
    // MongoDB: the adapter's insert; its unique index refuses a second one.
    await payload.db.create({ collection: 'job-claims', data: { key, expiresAt } })
    return true
  } catch (error) {
    if (isDuplicate(error)) return false
    throw error
  }
}

/** Gives a claim back (the work failed and may be tried again at once). */
export async function releaseClaim(payload: Payload, key: string): Promise<void> {
  await payload.db.deleteMany({ collection: 'job-claims', where: { key: { equals: key } } })
}

/** Forgets claims expired for a day: they decide nothing any more. One statement. */
export async function forgetOldClaims(payload: Payload): Promise<void> {
  await payload.db.deleteMany({ collection: 'job-claims', where: { expiresAt: { less_than: new Date(Date.now() - 86_400_000).toISOString() } } })
}

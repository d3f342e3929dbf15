import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { changesHeard } from '../../lib/cache/contentChanges'
import { sqlAccess } from '../shared/sqlAccess'
import { instancePrefix, taggedStore } from '../cache/taggedStore'

/** What a token is checked against on every call (gateway/http/principal.ts). */
export type CredentialState = {
  id: number | string
  accessKey: string
  status: string
  /** When it expires (ms since the epoch), null for never: compared on every call. */
  expiresAtMs: number | null
  generation: number
  products: string[]
  /** Its last use (ms since the epoch), null for never. */
  lastUsedAtMs: number | null
  description: string | null
}

const ms = (value: unknown) => (value === null || value === undefined || value === '' ? null : new Date(value as string | Date).getTime())

/**
 * Credentials as last read, dropped by every change of a credential (its collection's hooks,
 * here at once and after the commit; on the other instances through the relay). Null is kept
 * too: a deleted credential's id is never given again.
 */
const kept = taggedStore<CredentialState | null>('credentialStates', { max: 2_000, maxBytes: 2 * 1024 * 1024, bytes: () => 256 })
const KEEP_MS = 10 * 60_000

/**
 * A credential's state as every integrator call checks it (gateway/http/principal.ts): what is
 * kept while this instance hears every change, else read anew. Changes of products, status or
 * secret drop it before their save answers, so they still apply from the next call.
 */
export async function credentialState(payload: Payload, id: string): Promise<CredentialState | null> {
  if (!changesHeard()) return readCredentialState(payload, id)
  const key = instancePrefix(payload) + id
  const hit = kept.get(key)
  if (hit !== undefined) return hit
  const generation = kept.generation()
  const state = await readCredentialState(payload, id)
  kept.put(key, state, ['credentials'], KEEP_MS, generation)
  return state
}

/** The kept state of a credential (null: known not to exist), or undefined when it must be read (credentialState). */
export function keptCredentialState(payload: Payload, id: string): CredentialState | null | undefined {
  return changesHeard() ? kept.get(instancePrefix(payload) + id) : undefined
}

/**
 * One credential's state. On the SQL databases it is one statement by primary key: Payload's
 * findByID built and prepared a query of every column and relation first, about 1.5 ms a call
 * (issue #31's profile). MongoDB keeps the Local API read.
 */
async function readCredentialState(payload: Payload, id: string): Promise<CredentialState | null> {
  const dialect = payload.db.name
  if (dialect !== 'sqlite' && dialect !== 'postgres') {
    const doc = await payload.findByID({ collection: 'credentials', id, depth: 0, overrideAccess: true }).catch(() => null)
    if (!doc) return null
    return {
      id: doc.id,
      accessKey: doc.accessKey,
      status: doc.status ?? 'active',
      expiresAtMs: ms(doc.expiresAt),
      generation: Number(doc.regenerationCount ?? 0),
      products: (doc.products ?? []) as string[],
      lastUsedAtMs: ms(doc.lastUsedAt),
      description: doc.description ?? null,
    }
  }
  if (!/^\d{1,15}$/.test(id)) return null
  const sql = dialect === 'postgres' ? postgresSql : sqliteSql
  const products = dialect === 'postgres' ? sql.raw(`string_agg("value"::text, ',')`) : sql.raw(`group_concat("value", ',')`)
  const db = sqlAccess(payload)
  const { rows } = await db.run(
    db.drizzle,
    sql`SELECT "id", "access_key", "status", "expires_at", "regeneration_count", "last_used_at", "description",
               (SELECT ${products} FROM "credentials_products" WHERE "parent_id" = "credentials"."id") AS "products"
             FROM "credentials" WHERE "id" = ${Number(id)}`,
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id as number,
    accessKey: String(row.access_key),
    status: String(row.status),
    expiresAtMs: ms(row.expires_at),
    generation: Number(row.regeneration_count ?? 0),
    products: row.products ? String(row.products).split(',') : [],
    lastUsedAtMs: ms(row.last_used_at),
    description: row.description === null || row.description === undefined ? null : String(row.description),
  }
}

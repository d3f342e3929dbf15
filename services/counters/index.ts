import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { sqlCounters } from './sql'
import type { CounterStore } from './types'

export { COUNTER, DAY_COUNTERS, difference, type CounterDeltas } from './names'
export type { CounterStore } from './types'

const stores = new WeakMap<Payload, CounterStore>()

/**
 * The kept counts of this Payload instance's database, or null on MongoDB, where callers count
 * (no MongoDB server to prove a second implementation against; its counts use the same indexes).
 */
export function counters(payload: Payload): CounterStore | null {
  if (payload.db.name === 'mongoose') return null
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = sqlCounters(payload, payload.db.name === 'postgres' ? postgresSql : sqliteSql)))
  return store
}

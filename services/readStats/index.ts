import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { mongoReadStats } from './mongo'
import { sqlReadStats } from './sql'
import type { ReadStatsStore } from './types'

export { READ_WINDOWS, addDays, dayOf, type ReadStatsStore, type ReadWindow } from './types'

const stores = new WeakMap<Payload, ReadStatsStore>()

/** The read-statistics store of this Payload instance's database. */
export function readStats(payload: Payload): ReadStatsStore {
  let store = stores.get(payload)
  if (!store) {
    const name = payload.db.name
    store = name === 'mongoose' ? mongoReadStats(payload) : sqlReadStats(payload, (name === 'postgres' ? postgresSql : sqliteSql) as never)
    stores.set(payload, store)
  }
  return store
}

import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { mongoReadStats } from './mongo'
import { sqlReadStats } from './sql'
import type { ReadStatsStore } from './types'

export { READ_WINDOWS, addDays, dayOf } from './types'

const stores = new WeakMap<Payload, ReadStatsStore>()

/** A store of its own, with no memory of what this process already rolled (another instance, as tests see it). */
export function newReadStats(payload: Payload): ReadStatsStore {
  const name = payload.db.name
  return name === 'mongoose' ? mongoReadStats(payload) : sqlReadStats(payload, name === 'postgres' ? postgresSql : sqliteSql)
}

/** The read-statistics store of this Payload instance's database. */
export function readStats(payload: Payload): ReadStatsStore {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = newReadStats(payload)))
  return store
}

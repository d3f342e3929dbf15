import type { Payload } from 'payload'
import type { DatabaseKind } from '../../config/database'

/** The adapter behind a running Payload, in the words of DATABASE_URI's schemes. */
export function databaseKindOf(payload: Payload): DatabaseKind {
  const name = payload.db.name
  if (name === 'mongoose') return 'mongodb'
  return name === 'postgres' ? 'postgres' : 'sqlite'
}

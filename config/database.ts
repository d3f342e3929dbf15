import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { articleListIndexes, articleSearchColumn } from './postgresSchema'
import type { SqlLogger } from './sqlLog'
import { postgresLocaleIndexes, sqliteLocaleIndexes } from './localeIndexes'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export type DatabaseOptions = {
  /** Push the schema on connect (dev and tests on fresh databases). Production migrates. */
  push?: boolean
  /** Receives every statement sent (SQL adapters only): the query-plan guard's source. */
  sqlLogger?: SqlLogger
}

import { databaseKind } from './databaseKind'

export { databaseKind, redact } from './databaseKind'

export function databaseAdapter(uri: string, options: DatabaseOptions = {}): DatabaseAdapterObj {
  const kind = databaseKind(uri)
  const root = process.cwd()
  if (kind === 'sqlite') {
    return sqliteAdapter({
      client: { url: uri },
      wal: true,
      busyTimeout: 5000,
      // A deleted row's id is never given again (issue #29; migrations/sqlite/*_ids_never_reused.ts for existing databases).
      autoIncrement: true,
      push: options.push,
      logger: options.sqlLogger ?? false,
      afterSchemaInit: [sqliteLocaleIndexes],
      migrationDir: path.resolve(root, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
    })
  }
  if (kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: uri, connectionTimeoutMillis: 5000, max: 10 },
      push: options.push,
      logger: options.sqlLogger ?? false,
      afterSchemaInit: [articleSearchColumn, articleListIndexes, postgresLocaleIndexes],
      migrationDir: path.resolve(root, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  return mongooseAdapter({
    url: uri,
    connectOptions: { serverSelectionTimeoutMS: 5000 },
  })
}

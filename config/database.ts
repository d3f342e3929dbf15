import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { articleListIndexes, articleSearchColumn } from './postgresSchema'
import type { SqlLogger } from './sqlLog'
import { postgresLocaleIndexes, sqliteLocaleIndexes } from './localeIndexes'
import { postgresPageIndexes, sqlitePageIndexes } from './pageIndexes'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export type DatabaseOptions = {
  /** Push the schema on connect (dev and tests on fresh databases). Production migrates. */
  push?: boolean
  /** Receives every statement sent (SQL adapters only): the query-plan guard's source. */
  sqlLogger?: SqlLogger
}

import { databaseKind } from './databaseKind'

export { databaseKind, redact } from './databaseKind'

/**
 * The adapter for the database `uri` names. Each adapter and its migrations are loaded only for
 * their own database: the server's bundle keeps them in chunks of their own, so an instance on
 * SQLite never loads the PostgreSQL driver nor mongoose (issue #46, item 5: with the split bundle, 237 -> 217 MB after five pages).
 */
export async function databaseAdapter(uri: string, options: DatabaseOptions = {}): Promise<DatabaseAdapterObj> {
  const kind = databaseKind(uri)
  const root = process.cwd()
  if (kind === 'sqlite') {
    const [{ sqliteAdapter }, { migrations: sqliteMigrations }] = await Promise.all([import('@payloadcms/db-sqlite'), import('../migrations/sqlite')])
    return sqliteAdapter({
      client: { url: uri },
      wal: true,
      busyTimeout: 5000,
      // A deleted row's id is never given again (issue #29; migrations/sqlite/*_ids_never_reused.ts for existing databases).
      autoIncrement: true,
      push: options.push,
      logger: options.sqlLogger ?? false,
      afterSchemaInit: [sqliteLocaleIndexes, sqlitePageIndexes],
      migrationDir: path.resolve(root, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
    })
  }
  if (kind === 'postgres') {
    const [{ postgresAdapter }, { migrations: postgresMigrations }] = await Promise.all([import('@payloadcms/db-postgres'), import('../migrations/postgres')])
    return postgresAdapter({
      pool: { connectionString: uri, connectionTimeoutMillis: 5000, max: 10 },
      push: options.push,
      logger: options.sqlLogger ?? false,
      afterSchemaInit: [articleSearchColumn, articleListIndexes, postgresLocaleIndexes, postgresPageIndexes],
      migrationDir: path.resolve(root, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
  return mongooseAdapter({
    url: uri,
    connectOptions: { serverSelectionTimeoutMS: 5000 },
  })
}

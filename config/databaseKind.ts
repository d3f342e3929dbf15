import type { DatabaseKind } from '../domain/site'
import { ConfigError } from './env'

/** Which database a DATABASE_URI names. Light on purpose: the entry answers health with it before anything else loads. */
export function databaseKind(uri: string): DatabaseKind {
  if (uri.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(uri)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(uri)) return 'mongodb'
  throw new ConfigError(`DATABASE_URI must start with file: (SQLite), postgres:// or mongodb:// — got "${redact(uri)}"`)
}

/** Hides the password of a connection string before it reaches a log line. */
export function redact(uri: string): string {
  return uri.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
}

import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { mongoArticleSearch } from './mongo'
import { sqlArticleSearch } from './sql'
import type { ArticleSearch } from './types'

export { searchWords } from './query'
export type { ArticleFilters, ArticleSearchQuery } from './types'

const searches = new WeakMap<Payload, ArticleSearch>()

/** Full-text search of this Payload instance's database. */
export function articleSearch(payload: Payload): ArticleSearch {
  let search = searches.get(payload)
  if (!search) {
    const name = payload.db.name
    search =
      name === 'mongoose'
        ? mongoArticleSearch(payload)
        : name === 'postgres'
          ? sqlArticleSearch(payload, postgresSql, 'postgres')
          : sqlArticleSearch(payload, sqliteSql, 'sqlite')
    searches.set(payload, search)
  }
  return search
}

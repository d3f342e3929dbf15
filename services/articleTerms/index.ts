import { sql as postgresSql } from '@payloadcms/db-postgres/drizzle'
import { sql as sqliteSql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import type { Article } from '../../payload-types'
import { sqlAccess } from '../shared/sqlAccess'

const sqlFor = (payload: Payload) => (payload.db.name === 'postgres' ? postgresSql : sqliteSql)

/**
 * Rewrites one article's rows of `article-terms` from the article as stored (in the request's
 * transaction): none unless it is published, else one per category and tag with its dates,
 * copied by the database so they compare exactly with the articles' own columns.
 */
async function syncTerms(payload: Payload, article: number | string, req?: Partial<PayloadRequest>) {
  const { run, dbFor } = sqlAccess(payload)
  const sql = sqlFor(payload)
  const db = await dbFor(req)
  await run(db, sql`DELETE FROM "article_terms" WHERE "article" = ${article}`)
  await run(
    db,
    sql`INSERT INTO "article_terms" ("article", "kind", "term", "published_at", "article_created_at")
        SELECT DISTINCT a."id", CASE r."path" WHEN 'categories' THEN 'category' ELSE 'tag' END, coalesce(r."categories_id", r."tags_id"),
          a."published_at", a."created_at"
        FROM "articles_rels" r JOIN "articles" a ON a."id" = r."parent_id"
        WHERE a."id" = ${article} AND a."status" = 'published' AND r."path" IN ('categories', 'tags')`,
  )
}

const syncOnChange: CollectionAfterChangeHook<Article> = async ({ doc, req }) => {
  if (req.payload.db.name !== 'mongoose') await syncTerms(req.payload, doc.id, req)
  return doc
}

const dropOnDelete: CollectionAfterDeleteHook<Article> = async ({ id, req }) => {
  if (req.payload.db.name === 'mongoose') return
  const { run, dbFor } = sqlAccess(req.payload)
  await run(await dbFor(req), sqlFor(req.payload)`DELETE FROM "article_terms" WHERE "article" = ${id}`)
}

/** The Articles collection's hooks that keep `article-terms` in step (payload.config.ts attaches them). */
export const articleTermHooks = { afterChange: [syncOnChange], afterDelete: [dropOnDelete] }

/** A category or tag that goes takes its rows with it (SQLite may give its id to the next one). */
export const forgetTermRows =
  (kind: 'category' | 'tag'): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    if (req.payload.db.name === 'mongoose') return
    const { run, dbFor } = sqlAccess(req.payload)
    await run(await dbFor(req), sqlFor(req.payload)`DELETE FROM "article_terms" WHERE "kind" = ${kind} AND "term" = ${id}`)
  }

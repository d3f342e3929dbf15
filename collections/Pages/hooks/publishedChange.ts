import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { pageChangeKey, type PageChange, type PublishedRow } from '../../../domain/pages'
import { announceChange, applyChange } from '../../../lib/cache/contentChanges'
import { afterCommit } from '../../../lib/db/afterCommit'

const SNAPSHOT = 'pagePublishedBefore:'

async function publishedRow(req: PayloadRequest, id: number | string): Promise<PublishedRow | null> {
  const row = await req.payload.db.findOne<{ id: number | string; _status?: string | null; path?: string | null; updatedAt?: string | null }>({
    collection: 'pages',
    where: { id: { equals: id } },
    req,
  })
  return row ? { status: row._status ?? null, path: row.path ?? null, updatedAt: row.updatedAt ? String(row.updatedAt) : null } : null
}

/** The published row as it is before the save (Payload's drafts save beside it, not over it). */
export const rememberPublished: CollectionBeforeChangeHook = async ({ originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc?.id !== undefined) req.context[`${SNAPSHOT}${String(originalDoc.id)}`] = await publishedRow(req, originalDoc.id)
}

/**
 * Compares the published row after the save with the one before: a draft or an autosave leaves
 * it untouched, and then nothing public happened (no cache dropped, no webhook, no redirect).
 * A change drops the pages that show pages, here and on every instance after the commit.
 */
export const notePublishedChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const before = operation === 'create' ? null : ((req.context[`${SNAPSHOT}${String(doc.id)}`] as PublishedRow | null | undefined) ?? null)
  const after = await publishedRow(req, doc.id)
  const change: PageChange = before && after && before.updatedAt === after.updatedAt ? null : { before, after }
  req.context[pageChangeKey(doc.id)] = change
  if (change) {
    applyChange(['pages'])
    afterCommit(req, () => announceChange(['pages']))
  }
  return doc
}

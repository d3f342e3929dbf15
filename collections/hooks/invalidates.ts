import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { announceChange, applyChange, type CacheTag } from '../../lib/cache/contentChanges'
import { afterCommit } from '../../lib/db/afterCommit'

/**
 * Drops what this instance cached from these tags now, and everywhere once the write's
 * transaction ends: a read between the two saw the rows as they were and may have kept them
 * (lib/db/afterCommit.ts). The other instances hear it once, after the commit, when the new
 * rows are what they read.
 */
const announce = (tags: CacheTag[], req: PayloadRequest) => {
  applyChange(tags)
  afterCommit(req, () => announceChange(tags))
}

/** Hooks that drop the cached reads a collection's change can affect. */
export const invalidates = (...tags: CacheTag[]) => {
  const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
    announce(tags, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    announce(tags, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const globalInvalidates = (...tags: CacheTag[]): { afterChange: GlobalAfterChangeHook[] } => ({
  afterChange: [
    ({ doc, req }) => {
      announce(tags, req)
      return doc
    },
  ],
})

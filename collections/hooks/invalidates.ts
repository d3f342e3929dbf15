import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { announceChange, type CacheTag } from '../../lib/cache/contentChanges'

/** Hooks that drop the public reads a collection's change can affect. */
export const invalidates = (...tags: CacheTag[]) => {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    announceChange(tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    announceChange(tags)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const globalInvalidates = (...tags: CacheTag[]): { afterChange: GlobalAfterChangeHook[] } => ({
  afterChange: [
    ({ doc }) => {
      announceChange(tags)
      return doc
    },
  ],
})

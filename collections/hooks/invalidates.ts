import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { invalidateTags, type CacheTag } from '../../services/cache/publicCache'

/** Hooks that drop the public reads a collection's change can affect. */
export const invalidates = (...tags: CacheTag[]) => {
  const afterChange: CollectionAfterChangeHook = ({ doc }) => {
    invalidateTags(...tags)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
    invalidateTags(...tags)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export const globalInvalidates = (...tags: CacheTag[]): { afterChange: GlobalAfterChangeHook[] } => ({
  afterChange: [
    ({ doc }) => {
      invalidateTags(...tags)
      return doc
    },
  ],
})

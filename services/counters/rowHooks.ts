import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { counters } from '.'

/**
 * Keeps `name` equal to the number of the collection's rows for which `counts` holds, in the
 * write's own transaction: a list's unfiltered total read from one row instead of counted
 * (on PostgreSQL, counting 100,000 leads cost about 10 ms of every first page; issue #28).
 */
export function keptRowCount<T>(name: string, counts: (doc: T) => boolean = () => true) {
  const share = (doc: T | undefined | null) => (doc && counts(doc) ? 1 : 0)
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const delta = share(doc as T) - (operation === 'update' ? share(previousDoc as T) : 0)
    if (delta) await counters(req.payload)?.bump({ [name]: delta }, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (share(doc as T)) await counters(req.payload)?.bump({ [name]: -1 }, req)
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

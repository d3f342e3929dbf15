import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Article } from '../../payload-types'
import { dayOf } from '../readStats'
import { COUNTER, counters, difference, type CounterDeltas } from '.'

type Ref = number | string | { id: number | string }
const idOf = (ref: Ref) => (typeof ref === 'object' ? ref.id : ref)

/** What one article adds to the published counts: one to the total and to each of its categories and tags. */
function publishedShare(doc: Partial<Article> | null | undefined): CounterDeltas {
  if (doc?.status !== 'published') return {}
  const share: CounterDeltas = { [COUNTER.published]: 1 }
  for (const c of (doc.categories ?? []) as Ref[]) share[COUNTER.publishedIn('category', idOf(c))] = 1
  for (const t of (doc.tags ?? []) as Ref[]) share[COUNTER.publishedIn('tag', idOf(t))] = 1
  return share
}

/** A new article counts on its creation day; any change moves its published share (status, categories, tags). */
const countArticle: CollectionAfterChangeHook<Article> = async ({ doc, previousDoc, operation, req }) => {
  const deltas = difference(publishedShare(doc), operation === 'update' ? publishedShare(previousDoc) : {})
  if (operation === 'create') deltas[COUNTER.createdOn(dayOf(new Date(doc.createdAt)))] = 1
  await counters(req.payload)?.bump(deltas, req)
  return doc
}

/** A deleted article leaves every count it was in. */
const uncountArticle: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  const deltas = difference({}, publishedShare(doc))
  deltas[COUNTER.createdOn(dayOf(new Date(doc.createdAt)))] = -1
  await counters(req.payload)?.bump(deltas, req)
}

/** A category or tag that goes takes its count with it (SQLite may give its id to the next one). */
export const forgetTermCount =
  (kind: 'category' | 'tag'): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    const store = counters(req.payload)
    if (!store) return
    const name = COUNTER.publishedIn(kind, id)
    await store.bump({ [name]: -(await store.get(name)) }, req)
  }

export const counterHooks = { afterChange: [countArticle], afterDelete: [uncountArticle] }

/**
 * The one channel through which a change of public content is announced. Collection hooks
 * announce (they know what changed); caches listen (they know what they hold). Neither side
 * imports the other, so collections/ never reaches into services/.
 * Lives on globalThis: the Express bundle and Next's bundle share one Payload instance and
 * must hear the same announcements.
 */
export type CacheTag = 'articles' | 'categories' | 'tags' | 'media' | 'authors' | 'faqs' | 'seo' | 'company' | 'whatsapp' | 'layout'

type ChangeListener = (tags: readonly CacheTag[] | 'all') => void

const KEY = Symbol.for('corporate-site.contentChanges')
const registry = globalThis as unknown as Record<symbol, Set<ChangeListener> | undefined>
const listeners: Set<ChangeListener> = (registry[KEY] ??= new Set())

/** Everything cached from content with any of these tags is stale. */
export function announceChange(tags: readonly CacheTag[] | 'all'): void {
  for (const listener of listeners) listener(tags)
}

export function onContentChange(listener: ChangeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * In-process cache of public reads (what anonymous visitors see), dropped by tag from the
 * collections' change hooks, so a publish or an edit is visible on the next request.
 * Lives on globalThis: the Express bundle and Next's bundle share one Payload instance and
 * must share this cache too. Promises are cached, so concurrent misses load once.
 */
import { cacheLifetime, onContentChange, type CacheTag } from '../../lib/cache/contentChanges'

type Entry = { value: Promise<unknown>; tags: readonly CacheTag[]; expires: number }
type Store = { entries: Map<string, Entry>; subscribed?: boolean }

const KEY = Symbol.for('corporate-site.publicCache')
const globalStore = globalThis as unknown as Record<symbol, Store | undefined>
const store: Store = (globalStore[KEY] ??= { entries: new Map() })

// Registered once per process, whichever bundle loads this module first.
if (!store.subscribed) {
  store.subscribed = true
  onContentChange((tags) => {
    if (tags === 'all') return store.entries.clear()
    for (const [key, entry] of store.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) store.entries.delete(key)
    }
  })
}

const DEFAULT_TTL_MS = 5 * 60_000 // a safety net; changes invalidate at once
const MAX_ENTRIES = 2_000

/** PUBLIC_READ_CACHE=off: every read goes to the database (the growth bench measures that path). */
const disabled = process.env.PUBLIC_READ_CACHE === 'off'

export function cachedRead<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): Promise<T> {
  if (disabled) return load()
  const now = Date.now()
  const hit = store.entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  if (store.entries.size >= MAX_ENTRIES) store.entries.clear()
  const value = load()
  const entry: Entry = { value, tags, expires: now + cacheLifetime(ttlMs) }
  store.entries.set(key, entry)
  value.catch(() => {
    if (store.entries.get(key) === entry) store.entries.delete(key)
  })
  return value
}

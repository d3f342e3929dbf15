import { LRUCache } from 'lru-cache'
import { cacheLifetime, onContentChange, type CacheTag } from '../../lib/cache/contentChanges'

type Entry<V> = { value: V; tags: readonly CacheTag[] }
type Store<V> = { entries: LRUCache<string, Entry<V>>; generation: number }

export type TaggedStore<V> = {
  get: (key: string) => V | undefined
  /** Keeps `value` unless a change was announced since `generation` was read (it may describe the state before it); true when kept. */
  put: (key: string, value: V, tags: readonly CacheTag[], ttlMs: number, generation: number) => boolean
  /** Read before computing a value; `put` compares it. */
  generation: () => number
}

/**
 * Finished answers (pages, API reads) kept in memory by key and dropped by the content tags they
 * show when a change announces them (lib/cache/contentChanges.ts). Bounded by count and by
 * bytes, so odd query strings cannot grow memory without limit. Lives on globalThis under
 * `name`: the Express bundle and Next's bundle must share one store.
 */
export function taggedStore<V>(name: string, limits: { max: number; maxBytes: number; bytes: (value: V) => number }): TaggedStore<V> {
  const key = Symbol.for(`corporate-site.${name}`)
  const registry = globalThis as unknown as Record<symbol, Store<V> | undefined>
  const store = (registry[key] ??= createStore<V>(limits))
  return {
    get: (k) => store.entries.get(k)?.value,
    put: (k, value, tags, ttlMs, generation) => {
      if (generation !== store.generation) return false
      store.entries.set(k, { value, tags }, { ttl: cacheLifetime(ttlMs) })
      return true
    },
    generation: () => store.generation,
  }
}

function createStore<V>(limits: { max: number; maxBytes: number; bytes: (value: V) => number }): Store<V> {
  const store: Store<V> = {
    entries: new LRUCache<string, Entry<V>>({ max: limits.max, maxSize: limits.maxBytes, sizeCalculation: (entry) => limits.bytes(entry.value) + 512 }),
    generation: 0,
  }
  onContentChange((tags) => {
    store.generation++
    if (tags === 'all') return store.entries.clear()
    for (const [k, entry] of store.entries.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) store.entries.delete(k)
    }
  })
  return store
}

const instances = new WeakMap<object, number>()
let lastInstance = 0
/**
 * A key prefix per Payload instance: one process may serve two databases (the test suites boot
 * two servers), and their rows share ids and URLs.
 */
export function instancePrefix(instance: object): string {
  let n = instances.get(instance)
  if (n === undefined) instances.set(instance, (n = ++lastInstance))
  return `${n}|`
}

import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { cacheLifetime, onContentChange, type CacheTag } from '../../lib/cache/contentChanges'

export type CachedPage = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  etag: string
  tags: readonly CacheTag[]
  /** Compressed bodies, made on first demand and kept with the page. */
  encoded: { br?: Buffer; gzip?: Buffer }
}

type Store = { pages: LRUCache<string, CachedPage>; generation: number }

const KEY = Symbol.for('corporate-site.pageCache')
const globalStore = globalThis as unknown as Record<symbol, Store | undefined>

function createStore(): Store {
  const store: Store = {
    // Bounded by bytes as well as count: odd query strings cannot grow memory without limit.
    pages: new LRUCache<string, CachedPage>({ max: 1_000, maxSize: 64 * 1024 * 1024, sizeCalculation: (page) => page.body.length + 512 }),
    generation: 0,
  }
  onContentChange((tags) => {
    store.generation++
    if (tags === 'all') return store.pages.clear()
    for (const [key, page] of store.pages.entries()) {
      if (page.tags.some((tag) => tags.includes(tag))) store.pages.delete(key)
    }
  })
  return store
}

/**
 * Rendered public pages (HTML, XML) per language and URL, held in memory and dropped by the
 * same tags as the public reads, so a publish shows on the next request.
 */
const store: Store = (globalStore[KEY] ??= createStore())

export const pageGeneration = () => store.generation

export function getPage(key: string): CachedPage | undefined {
  return store.pages.get(key)
}

/** Stores a page unless the content changed while it was rendering (`generation` from before). */
export function putPage(key: string, page: Omit<CachedPage, 'etag' | 'encoded'>, ttlMs: number, generation: number): CachedPage {
  const entry: CachedPage = { ...page, etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`, encoded: {} }
  if (generation === store.generation) store.pages.set(key, entry, { ttl: cacheLifetime(ttlMs) })
  return entry
}

export function encodedBody(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    page.encoded.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
    return page.encoded.br
  }
  page.encoded.gzip ??= gzipSync(page.body, { level: 9 })
  return page.encoded.gzip
}

import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { CacheTag } from '../../lib/cache/contentChanges'
import { taggedStore } from '../../services/cache/taggedStore'

export type CachedPage = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  etag: string
  tags: readonly CacheTag[]
  /** Compressed bodies, made on first demand and kept with the page. */
  encoded: { br?: Buffer; gzip?: Buffer }
}

/**
 * Rendered public pages (HTML, XML) per language and URL, held in memory and dropped by the
 * same tags as the public reads, so a publish shows on the next request.
 */
const store = taggedStore<CachedPage>('pageCache', { max: 1_000, maxBytes: 64 * 1024 * 1024, bytes: (page) => page.body.length })

export const pageGeneration = () => store.generation()

export function getPage(key: string): CachedPage | undefined {
  return store.get(key)
}

/** Stores a page unless the content changed while it was rendering (`generation` from before). */
export function putPage(key: string, page: Omit<CachedPage, 'etag' | 'encoded'>, ttlMs: number, generation: number): CachedPage {
  const entry: CachedPage = { ...page, etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`, encoded: {} }
  store.put(key, entry, page.tags, ttlMs, generation)
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

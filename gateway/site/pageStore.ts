import { createHash } from 'node:crypto'
import { brotliCompress, brotliCompressSync, gzipSync } from 'node:zlib'
import { brotliOptions } from './builtFiles'
import type { CacheTag } from '../../lib/cache/contentChanges'
import { taggedStore } from '../../services/cache/taggedStore'
import { policyFor } from './contentSecurity'

/** Where each response's nonce goes in a stored page's policy. */
const NONCE_PLACE = '\u0000'

/** Bytes sent in one of two encodings, each made on first demand and kept. */
export type Encodable = { body: Buffer; encoded: { br?: Buffer; gzip?: Buffer } }

export type CachedPage = Encodable & {
  status: number
  headers: Record<string, string | string[]>
  etag: string
  tags: readonly CacheTag[]
  /** The page's React data as a JSON array, sent apart (flightData.ts); absent when kept inline. */
  flight?: Encodable
  /** The page's Content-Security-Policy around the place of each response's own nonce (scriptHashes.ts). */
  policy: readonly [string, string]
}

/**
 * Rendered public pages (HTML, XML) per language and URL, held in memory and dropped by the
 * same tags as the public reads, so a publish shows on the next request.
 */
const store = taggedStore<CachedPage>('pageCache', {
  max: 1_000,
  maxBytes: 64 * 1024 * 1024,
  bytes: (page) => page.body.length + (page.flight?.body.length ?? 0),
})

export const pageGeneration = () => store.generation()

export function getPage(key: string): CachedPage | undefined {
  return store.get(key)
}

/** Stores a page unless the content changed while it was rendering (`generation` from before). */
export function putPage(
  key: string,
  page: Omit<CachedPage, 'etag' | 'encoded' | 'flight' | 'policy'> & { flight?: string; scriptHashes: readonly string[] },
  ttlMs: number,
  generation: number,
): CachedPage {
  const { flight, scriptHashes, ...rest } = page
  const [before, after] = policyFor(NONCE_PLACE, scriptHashes).split(NONCE_PLACE)
  const entry: CachedPage = {
    ...rest,
    policy: [before!, after!],
    etag: `"${createHash('sha1').update(page.body).digest('base64url')}"`,
    encoded: {},
    ...(flight === undefined ? {} : { flight: { body: Buffer.from(flight), encoded: {} } }),
  }
  store.put(key, entry, page.tags, ttlMs, generation)
  return entry
}

/**
 * The first request gets a quick brotli (quality 5, about 2 ms for a page); the best one
 * (quality 11, 8-10% smaller, about 40-70 ms) is made on libuv's threads, off the event loop,
 * and replaces it for every request after. Stored pages are read many times and written once,
 * and the bytes a phone on a slow network waits for before the first paint are what counts.
 */
export function encodedBody(part: Encodable, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') {
    part.encoded.gzip ??= gzipSync(part.body, { level: 9 })
    return part.encoded.gzip
  }
  if (!part.encoded.br) {
    part.encoded.br = brotliCompressSync(part.body, brotliOptions(5, part.body.length))
    brotliCompress(part.body, brotliOptions(11, part.body.length), (error, best) => {
      if (!error) part.encoded.br = best
    })
  }
  return part.encoded.br
}

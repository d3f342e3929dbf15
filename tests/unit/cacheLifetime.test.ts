import { afterEach, describe, expect, it } from 'vitest'
import { cacheLifetime, setChangeRelay, STACKED_CACHES } from '../../lib/cache/contentChanges'

describe('cache lifetimes while the instances cannot hear each other', () => {
  afterEach(() => setChangeRelay(undefined))
  const relay = (connected: boolean) => ({ send: () => undefined, connected: () => connected, staleAfterMs: 5_000 })

  it('keeps what each cache wants while the relay works, and alone', () => {
    expect(cacheLifetime(60_000)).toBe(60_000)
    setChangeRelay(relay(true))
    expect(cacheLifetime(60_000)).toBe(60_000)
  })

  it('bounds the stacked caches together by the promised staleness when the relay is down', () => {
    setChangeRelay(relay(false))
    const each = cacheLifetime(60_000)
    // A page cached at the end of the life of the reads it was built from is stale for both lifetimes at most.
    expect(each * STACKED_CACHES).toBeLessThan(5_000)
    expect(each).toBeGreaterThan(0)
    expect(cacheLifetime(500)).toBe(500)
  })
})

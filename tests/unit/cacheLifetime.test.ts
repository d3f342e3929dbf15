import { afterEach, describe, expect, it } from 'vitest'
import { cacheLifetime, isolatedLifetimes, renderedLifetime, setChangeRelay, STACKED_CACHES } from '../../lib/cache/contentChanges'

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

  it('keeps a rendered page only for what the promise leaves after the reads it used and its render, whatever the render took (issue #42, item 7)', () => {
    const now = 1_000_000
    setChangeRelay(relay(true))
    expect(renderedLifetime(60_000, now - 3_000, now)).toBe(60_000)
    setChangeRelay(relay(false))
    const reads = cacheLifetime(60_000)
    for (const renderMs of [0, 200, 1_000, 2_500, 4_000]) {
      const keep = renderedLifetime(60_000, now - renderMs, now)
      // The oldest data a page can show: a read at the end of its life, then the render, then the page's whole keep.
      const worst = reads + renderMs + Math.max(0, keep)
      if (keep > 0) expect(worst, `render ${renderMs} ms`).toBeLessThanOrEqual(5_000)
      else expect(reads + renderMs, `render ${renderMs} ms: not kept`).toBeGreaterThanOrEqual(5_000 - cacheLifetime(60_000))
    }
    expect(renderedLifetime(60_000, now - 4_000, now)).toBeLessThanOrEqual(0)
  })

  it("says in its log line what it does: each layer's lifetime and the bound on an answer", () => {
    setChangeRelay(relay(false))
    expect(isolatedLifetimes(5_000)).toEqual({ answerMs: 5_000, layerMs: cacheLifetime(60_000) })
  })
})

import { describe, expect, it } from 'vitest'
import { peakRate, runSoak, startSoakServer } from '../helpers/soak'

/**
 * Two minutes of mixed traffic (page views, API lists, forms, read beacons, admin saves) at a
 * steady rate: no error, and memory levels off once the caches are warm. The thirty-minute
 * run is `npm run bench -- soak` (figures in issue #16's note).
 *
 * The rate is half of the peak this machine reaches with the same mix just before, capped at
 * SOAK_RATE: a fixed 40/s raced the machine's speed. Beside the rest of the suite on a starved
 * CI machine the server did ~33/s, so an open loop at 40 queued without end (p99 93 s) until
 * the listen backlog overflowed and connections failed, a verdict on the machine, not on leaks.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
const RATE_CAP = Number(process.env.SOAK_RATE ?? 40)

describe('soak', () => {
  it(
    `${SECONDS} s of mixed traffic at half the machine's peak (at most ${RATE_CAP}/s): no error, the live heap levels off`,
    async () => {
      const { server, base, ready, gc } = await startSoakServer()
      try {
        const peak = await peakRate(base, ready, 10, 8)
        const rate = Math.min(RATE_CAP, Math.max(5, Math.round(peak / 2)))
        const result = await runSoak({ base, pid: server.child.pid!, ready, gc, seconds: SECONDS, ratePerSecond: rate })
        console.info('soak', JSON.stringify({ peak: Math.round(peak), rate, requests: result.requests, errors: result.errors.length, samples: result.samples }))
        expect(result.errors.slice(0, 5)).toEqual([])
        expect(result.requests).toBeGreaterThan(SECONDS * rate * 0.9)
        // Growth over the second half, once the caches and the JIT are warm, of what the process
        // holds after a full collection (RSS swings by 100+ MB with V8's heap sizing alone, so
        // it is logged, not judged); full collections must have happened in that half.
        const half = result.samples.filter((s) => s.atSeconds >= SECONDS / 2)
        const [first, last] = [half[0]!, half.at(-1)!]
        expect(last.majorGcs).toBeGreaterThan(first.majorGcs)
        expect(last.liveHeapMb! / first.liveHeapMb!).toBeLessThan(1.15)
      } finally {
        server.child.kill('SIGTERM')
        await server.exited
      }
    },
    (SECONDS + 180) * 1000,
  )
})

import { describe, expect, it } from 'vitest'
import { runSoak, startSoakServer } from '../helpers/soak'

/**
 * Two minutes of mixed traffic (page views, API lists, forms, read beacons, admin saves) at a
 * steady rate: no error, and memory levels off once the caches are warm. The thirty-minute
 * run at half the measured peak is `npm run bench -- soak` (figures in issue #16's note).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
const RATE = Number(process.env.SOAK_RATE ?? 40)

describe('soak', () => {
  it(
    `${SECONDS} s at ${RATE} requests/s of mixed traffic: no error, the live heap levels off`,
    async () => {
      const { server, base, ready, gc } = await startSoakServer()
      try {
        const result = await runSoak({ base, pid: server.child.pid!, ready, gc, seconds: SECONDS, ratePerSecond: RATE })
        console.info('soak', JSON.stringify({ requests: result.requests, errors: result.errors.length, samples: result.samples }))
        expect(result.errors.slice(0, 5)).toEqual([])
        expect(result.requests).toBeGreaterThan(SECONDS * RATE * 0.9)
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

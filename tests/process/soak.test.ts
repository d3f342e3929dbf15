import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runSoak, prepareSoak } from '../helpers/soak'
import { spawnServer, tempDataDir, waitForHealth } from '../helpers/serverProcess'

/**
 * Two minutes of mixed traffic (page views, API lists, forms, read beacons, admin saves) at a
 * steady rate: no error, and memory levels off once the caches are warm. The thirty-minute
 * run at half the measured peak is `npm run bench -- soak` (figures in issue #16's note).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
const RATE = Number(process.env.SOAK_RATE ?? 40)
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }

describe('soak', () => {
  it(`${SECONDS} s at ${RATE} requests/s of mixed traffic: no error, RSS levels off`, async () => {
    const dir = tempDataDir()
    const server = await spawnServer({ DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_MAX: '1000000' })
    try {
      await waitForHealth(server.port, 120_000)
      const base = `http://127.0.0.1:${server.port}`
      const ready = await prepareSoak(base, ADMIN)
      const result = await runSoak({ base, pid: server.child.pid!, ready, seconds: SECONDS, ratePerSecond: RATE })
      console.info('soak', JSON.stringify({ requests: result.requests, errors: result.errors.length, samples: result.samples }))
      expect(result.errors.slice(0, 5)).toEqual([])
      expect(result.requests).toBeGreaterThan(SECONDS * RATE * 0.9)
      // Growth over the second half, once the page cache and the JIT are warm: bounded memory.
      const half = result.samples.filter((s) => s.atSeconds >= SECONDS / 2)
      expect(half.at(-1)!.rssMb / half[0]!.rssMb).toBeLessThan(1.2)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, (SECONDS + 180) * 1000)
})

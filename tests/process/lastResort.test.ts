import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { startBalancer, type Balancer } from '../helpers/balancer'

/**
 * Issue #61, item 4: the committed deploy/haproxy.cfg never empties its pool. Two stand-ins for
 * the instances fail every health check, as instances starved of CPU do (load average 20 on two
 * cores): HAProxy takes both out of the checked pool, and the last-resort servers keep serving.
 * One of them then dies: its refused connections go to the other. The real instances, killed
 * and restarted under load through the same file, are tests/process/cluster.test.ts and
 * `npm run bench -- cluster`.
 */
type StandIn = { server: http.Server; port: number; checks: () => number; stop: () => Promise<void> }

async function standIn(name: string): Promise<StandIn> {
  let checks = 0
  const server = http.createServer((req, res) => {
    if (req.url === '/api/health') {
      checks++
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"starting"}')
    } else res.writeHead(200, { 'content-type': 'text/plain' }).end(name)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    server,
    port: (server.address() as AddressInfo).port,
    checks: () => checks,
    stop: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  }
}

const askMany = async (url: string, times: number) => {
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      fetch(url).then(
        (r) => r.status,
        (e: Error) => String(e.cause ?? e),
      ),
    ),
  )
  return answers.filter((a) => a !== 200)
}

describe('the committed balancer when every health check fails', () => {
  let a: StandIn
  let b: StandIn
  let balancer: Balancer
  afterAll(async () => {
    await balancer?.stop()
    await a?.stop().catch(() => undefined)
    await b?.stop()
  })

  it('keeps answering through its last-resort servers, and goes round the one that died', async () => {
    a = await standIn('a')
    b = await standIn('b')
    balancer = await startBalancer([a.port, b.port], '/')
    // Three failed checks each (fall 3) and the checked pool is empty: wait for that state.
    await expect.poll(() => Math.min(a.checks(), b.checks()), { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(4)
    expect(await askMany(`${balancer.url}/`, 60)).toEqual([])
    const served = new Set(await Promise.all(Array.from({ length: 10 }, () => fetch(`${balancer.url}/`).then((r) => r.text()))))
    expect(served).toEqual(new Set(['a', 'b'])) // both last resorts in use (allbackups)

    await a.stop()
    expect(await askMany(`${balancer.url}/`, 60)).toEqual([])
  }, 60_000)
})

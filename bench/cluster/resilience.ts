// The cluster bench's second half (issue #29): what visitors lose, at the bench's load, when one
// instance is killed, when both are restarted in turn, and how long a page stays stale on one
// instance while Redis is away. Same clients as tests/process/cluster.test.ts (pages and API
// reads through the committed deploy/haproxy.cfg), only more of them.
import { underLoad, type Balancer } from '../../tests/helpers/balancer'
import type { RedisServer } from '../../tests/helpers/redisServer'
import { waitForHealth, type ServerProcess } from '../../tests/helpers/serverProcess'

type Instances = { a: ServerProcess; b: ServerProcess }
type Replace = (server: ServerProcess) => Promise<ServerProcess>
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * A minute of steady load, SIGKILL of A under load, then a rolling restart of both (SIGTERM
 * drains, then a new process); `load` reads the machine's load average after each (issue #61, item 4).
 */
export async function killAndRoll(balancer: Balancer, servers: Instances, replace: Replace, clients: number, load: () => string = () => '') {
  const balancerUrl = balancer.url
  const steady = await underLoad(balancerUrl, () => pause(60_000), clients)
  const steadyLoad = load()
  const killed = await underLoad(
    balancerUrl,
    async () => {
      await pause(2_000)
      servers.a.child.kill('SIGKILL')
      await servers.a.exited
      await pause(4_000) // B alone answers everything meanwhile
    },
    clients,
  )
  const killedLoad = load()
  servers.a = await replace(servers.a)
  await balancer.waitUntilUp('app-a') // two passed checks bring it back into the pool
  const rolled = await underLoad(
    balancerUrl,
    async () => {
      for (const which of ['a', 'b'] as const) {
        servers[which].child.kill('SIGTERM')
        await servers[which].exited
        servers[which] = await replace(servers[which])
        // The next one stops only once the balancer has this one back, as a deploy waits.
        await balancer.waitUntilUp(which === 'a' ? 'app-a' : 'app-b')
      }
    },
    clients,
  )
  const row = (phase: string, result: Awaited<ReturnType<typeof underLoad>>, loadAverage: string) => ({
    phase,
    clients,
    'failed/total': `${result.failures.length}/${result.requests}`,
    'load average (1, 5, 15 min)': loadAverage,
    first: result.failures[0] ?? '',
  })
  return [
    row('a minute of steady load', steady, steadyLoad),
    row('SIGKILL of one instance', killed, killedLoad),
    row('rolling restart of both', rolled, load()),
  ]
}

/**
 * Redis killed under load; then, for each article, B holds its page, A unpublishes it, and the
 * page is asked of B every 20 ms until it answers 404. B cannot hear A meanwhile: only its caches'
 * lifetimes bound the wait (README: 5 s). Redis is started again at the end.
 */
export async function redisOutage(
  balancerUrl: string,
  servers: Instances,
  redis: RedisServer,
  token: string,
  articles: { id: number; slug: string }[],
  clients: number,
) {
  const stale: number[] = []
  const load = await underLoad(
    balancerUrl,
    async () => {
      await redis.kill()
      await pause(500)
      for (const item of articles) {
        const page = `http://127.0.0.1:${servers.b.port}/post/${item.slug}/${item.id}`
        await fetch(page)
        await fetch(page)
        const t0 = performance.now()
        const res = await fetch(`http://127.0.0.1:${servers.a.port}/api/article/articles/${item.id}/status`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ action: 'unpublish' }),
        })
        if (res.status !== 200) throw new Error(`unpublish with Redis away answered ${res.status}`)
        while ((await fetch(page)).status !== 404 && performance.now() - t0 < 30_000) await pause(20)
        stale.push(Math.round(performance.now() - t0))
      }
    },
    clients,
  )
  await redis.start()
  await waitForHealth(servers.a.port)
  return { stale, requests: load.requests, failed: load.failures.length }
}

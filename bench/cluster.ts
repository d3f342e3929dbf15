// npm run bench -- cluster: the same autocannon load against HAProxy (deploy/haproxy.cfg) in front
// of one instance and in front of two, and against Debian's nginx serving the same bytes from a
// file, in the same run, on one PostgreSQL, one Redis and S3 media; prints requests/s, p50/p99,
// the ratios and what each process used of the two cores, then how long a change made through one
// instance takes to show on the other; then, at RESILIENCE_CLIENTS (30) concurrent visitors on a
// machine loaded to CLUSTER_LOAD (20) load average, the requests lost to a minute of steady load, a
// SIGKILL of one instance and a rolling restart (failed/total), and how long a page stays
// stale on one instance while Redis is killed (bench/cluster/resilience.ts). Needs `npm run build`, Debian's haproxy and a PostgreSQL
// and Redis on loopback (scripts/test-prereqs.sh); installs Debian's nginx when missing.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startBalancer } from '../tests/helpers/balancer'
import { createTestDatabase } from '../tests/helpers/database'
import { redisServer } from '../tests/helpers/redisServer'
import { startS3Server } from '../tests/helpers/s3Server'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from '../tests/helpers/serverProcess'
import { byName, byPid, cpuDuring, self, type CpuProbe } from './cluster/cpu'
import { startNginx } from './cluster/nginx'
import { killAndRoll, redisOutage } from './cluster/resilience'
import { loadTheMachine } from './cluster/loadedMachine'

type Autocannon = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }
// autocannon lives in bench/node_modules (bench/package.json); loaded at run time, not bundled.
const { load } = (await import(pathToFileURL(path.resolve('bench/lib.mjs')).href)) as {
  load: (url: string, options?: { connections?: number; duration?: number }) => Promise<Autocannon>
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 40)
const RESILIENCE_CLIENTS = Number(process.env.RESILIENCE_CLIENTS ?? 30)
const ADMIN = { email: `bench-${Date.now()}@example.com`, password: 'Bench!Passw0rd1' }

const db = await createTestDatabase('postgres')
const s3 = await startS3Server()
// Its own Redis, so the outage phase can kill it without touching the machine's.
const redis = await redisServer()
const env = {
  DATABASE_URI: db.uri,
  REDIS_URL: redis.url,
  ...s3.env,
  DRAIN_SECONDS: '2', // longer than HAProxy's check interval (README, "Running several instances")
  RATE_LIMIT_MAX: '1000000',
  SEED_ADMIN_EMAIL: ADMIN.email,
  SEED_ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'error',
}
const servers: ServerProcess[] = []
const stops: (() => Promise<void>)[] = []
try {
  servers.push(await spawnServer({ ...env, DATA_DIR: tempDataDir() }))
  await waitForHealth(servers[0]!.port, 150_000)
  servers.push(await spawnServer({ ...env, DATA_DIR: tempDataDir(), SEED_DEMO: 'false' }))
  await waitForHealth(servers[1]!.port, 150_000)
  const [a, b] = servers as [ServerProcess, ServerProcess]
  const one = await startBalancer([a.port])
  stops.push(one.stop)
  const two = await startBalancer([a.port, b.port])
  stops.push(two.stop)

  const direct = `http://127.0.0.1:${a.port}`
  const list = (await (await fetch(`${direct}/api/article/public-articles?limit=5`)).json()) as { data: { id: number; slug: string }[] }
  const targets = {
    'cached page (article)': `/post/${list.data[0]!.slug}/${list.data[0]!.id}`,
    'cached page (home)': '/',
    'API list (public articles)': '/api/article/public-articles?limit=5',
  }
  // The static baseline answers each path with the bytes the app answers it with.
  const files: Record<string, [Buffer, string]> = {}
  for (const target of Object.values(targets)) {
    const res = await fetch(`${direct}${target}`)
    files[target.split('?')[0]!] = [Buffer.from(await res.arrayBuffer()), res.headers.get('content-type') ?? 'text/html']
  }
  const nginx = await startNginx(files)
  stops.push(nginx.stop)
  for (const target of Object.values(targets)) {
    const res = await fetch(`${nginx.url}${target}`)
    const bytes = Buffer.from(await res.arrayBuffer())
    if (res.status !== 200 || !bytes.equals(files[target.split('?')[0]!]![0]))
      throw new Error(`nginx answers ${target} with ${res.status}, not the app's bytes`)
  }

  const probes: CpuProbe = {
    'load generator': self(),
    'instance A': byPid(a.child.pid!),
    'instance B': byPid(b.child.pid!),
    HAProxy: byName('haproxy'),
    nginx: byName('nginx'),
    PostgreSQL: byName('postgres'),
    Redis: byName('redis-server'),
  }
  const rows: Record<string, string | number>[] = []
  const cpuRows: Record<string, string | number>[] = []
  const run = async (name: string, setup: string, url: string) => {
    const { result, cpu } = await cpuDuring(probes, () => load(url, { connections: CONNECTIONS, duration: SECONDS }))
    const failed = result.errors + result.non2xx
    cpuRows.push({ run: `${name}: ${setup}`, failed, ...Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, `${v}%`])) })
    return result
  }
  // CLUSTER_PHASES=resilience skips the throughput runs: only what visitors lose to kills, restarts and Redis.
  const throughput = process.env.CLUSTER_PHASES !== 'resilience'
  for (const [name, target] of throughput ? Object.entries(targets) : []) {
    // Warm both instances' caches through the two-instance balancer.
    await load(`${two.url}${target}`, { connections: CONNECTIONS, duration: 2 })
    const single = await run(name, 'HAProxy + one instance', `${one.url}${target}`)
    const pair = await run(name, 'HAProxy + two instances', `${two.url}${target}`)
    const plain = await run(name, 'nginx, same bytes from a file', `${nginx.url}${target}`)
    const rps = (r: Autocannon) => Math.round(r.requests.average)
    rows.push({
      traffic: name,
      'one instance req/s': rps(single),
      'two instances req/s': rps(pair),
      'two / one': Number((pair.requests.average / single.requests.average).toFixed(2)),
      'nginx static req/s': rps(plain),
      'two / nginx': Number((pair.requests.average / plain.requests.average).toFixed(2)),
      'p50/p99 ms (one, two, nginx)': `${single.latency.p50}/${single.latency.p99}, ${pair.latency.p50}/${pair.latency.p99}, ${plain.latency.p50}/${plain.latency.p99}`,
      failures: single.errors + single.non2xx + pair.errors + pair.non2xx + plain.errors + plain.non2xx,
    })
  }
  if (throughput) {
    console.table(rows)
    console.log('CPU during each run (percent of one core; the machine has two):')
    console.table(cpuRows)
  }

  // A change through A, seen on B: unpublish, then poll B's page.
  const login = await fetch(`${direct}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const { token } = (await login.json()) as { token: string }
  const other = `http://127.0.0.1:${b.port}`
  const propagation: number[] = []
  for (const item of list.data.slice(0, 5)) {
    const page = `${other}/post/${item.slug}/${item.id}`
    await fetch(page)
    const t0 = performance.now()
    await fetch(`${direct}/api/article/articles/${item.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'unpublish' }),
    })
    while ((await fetch(page)).status !== 404 && performance.now() - t0 < 5_000) await new Promise((r) => setTimeout(r, 5))
    propagation.push(Math.round(performance.now() - t0))
  }
  console.log(`cluster: unpublish through A to a 404 on B (ms, 5 articles, PATCH included): ${propagation.join(', ')}`)
  console.log(`cluster: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run; the two cores are shared by everything above`)

  const instances = { a, b }
  const replace = async (server: ServerProcess) => {
    const next = await spawnServer({ ...env, DATA_DIR: tempDataDir(), SEED_DEMO: 'false', PORT: String(server.port) })
    servers.push(next)
    await waitForHealth(next.port, 150_000)
    return next
  }
  // The machine as loaded as the issue found it: load average 20 or more on two cores (issue #61, item 4).
  const LOAD_TARGET = Number(process.env.CLUSTER_LOAD ?? 20)
  console.log(`cluster: loading the machine to a load average of ${LOAD_TARGET} (CPU-bound processes beside the cluster)...`)
  const machine = await loadTheMachine(LOAD_TARGET)
  console.log(
    `cluster: visitors' requests through HAProxy + two instances, ${RESILIENCE_CLIENTS} concurrent clients, load average ${machine.load()} (a failure is a 5xx or no answer):`,
  )
  try {
    console.table(await killAndRoll(two, instances, replace, RESILIENCE_CLIENTS, machine.load))
  } finally {
    machine.stop()
  }
  const more = (await (await fetch(`${two.url}/api/article/public-articles?limit=5`)).json()) as { data: { id: number; slug: string }[] }
  const outage = await redisOutage(two.url, instances, redis, token, more.data, RESILIENCE_CLIENTS)
  console.log(
    `cluster: Redis killed under load: unpublished through A, stale on B for ${outage.stale.join(', ')} ms ` +
      `(max ${Math.max(...outage.stale)}; README promises at most 5,000); ${outage.requests} visitors' requests meanwhile, ${outage.failed} failed`,
  )
} finally {
  for (const stop of stops.reverse()) await stop()
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
  await redis.kill()
  await s3.close()
  await db.drop()
}

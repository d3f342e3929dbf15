// npm run bench -- cluster: the same closed-loop traffic against one instance and against two
// behind HAProxy (deploy/haproxy.cfg), both on one PostgreSQL, one Redis and S3 media, in the same
// run; prints requests/s and p50/p99 of each, the ratios, and how long a change made through one
// instance takes to show on the other. Needs `npm run build`, Debian's haproxy and a PostgreSQL
// and Redis on loopback (scripts/test-prereqs.sh).
import { startBalancer } from '../tests/helpers/balancer'
import { createTestDatabase } from '../tests/helpers/database'
import { startS3Server } from '../tests/helpers/s3Server'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from '../tests/helpers/serverProcess'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16)
const ADMIN = { email: `bench-${Date.now()}@example.com`, password: 'Bench!Passw0rd1' }

type Figures = { rps: number; p50: number; p99: number; failures: number }

/** CLIENTS concurrent clients for SECONDS over `paths` (each client walks them in turn). */
async function closedLoop(base: string, paths: string[]): Promise<Figures> {
  const times: number[] = []
  let failures = 0
  const end = performance.now() + SECONDS * 1000
  const client = async (offset: number) => {
    for (let i = offset; performance.now() < end; i++) {
      const t0 = performance.now()
      const res = await fetch(`${base}${paths[i % paths.length]}`).catch(() => null)
      if (res) await res.arrayBuffer()
      times.push(performance.now() - t0)
      if (!res || res.status >= 500) failures++
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)))
  times.sort((a, b) => a - b)
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0)
  return { rps: Math.round(times.length / SECONDS), p50: at(50), p99: at(99), failures }
}

const db = await createTestDatabase('postgres')
const s3 = await startS3Server()
const env = {
  DATABASE_URI: db.uri,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  ...s3.env,
  RATE_LIMIT_MAX: '1000000',
  SEED_ADMIN_EMAIL: ADMIN.email,
  SEED_ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'error',
}
const servers: ServerProcess[] = []
try {
  servers.push(await spawnServer({ ...env, DATA_DIR: tempDataDir() }))
  await waitForHealth(servers[0]!.port, 150_000)
  servers.push(await spawnServer({ ...env, DATA_DIR: tempDataDir(), SEED_DEMO: 'false' }))
  await waitForHealth(servers[1]!.port, 150_000)
  const [a, b] = servers as [ServerProcess, ServerProcess]
  const balancer = await startBalancer([a.port, b.port])
  const direct = `http://127.0.0.1:${a.port}`
  const list = (await (await fetch(`${direct}/api/article/public-articles?limit=5`)).json()) as { data: { id: number; slug: string }[] }
  const article = `/post/${list.data[0]!.slug}/${list.data[0]!.id}`
  const mixes: Record<string, string[]> = {
    'cached pages (home, blog, article)': ['/', '/blog', article],
    'API reads (list, popular, categories)': [
      '/api/article/public-articles?limit=5',
      '/api/article/popular?period=30&limit=3',
      '/api/category/public-categories',
    ],
  }
  const rows: Record<string, string | number>[] = []
  for (const [name, paths] of Object.entries(mixes)) {
    for (const base of [direct, balancer.url]) await closedLoop(base, paths) // warm both instances' caches
    const one = await closedLoop(direct, paths)
    const two = await closedLoop(balancer.url, paths)
    rows.push({
      traffic: name,
      'one instance req/s': one.rps,
      'two + HAProxy req/s': two.rps,
      'ratio req/s': Number((two.rps / one.rps).toFixed(2)),
      'one p50/p99 ms': `${one.p50} / ${one.p99}`,
      'two p50/p99 ms': `${two.p50} / ${two.p99}`,
      failures: one.failures + two.failures,
    })
  }
  console.table(rows)

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
  console.log(`cluster: ${CLIENTS} clients, ${SECONDS} s per run, 2 cores shared by the clients, both instances, HAProxy, PostgreSQL and Redis`)
  await balancer.stop()
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  await s3.close()
  await db.drop()
}

// The benches: each target loaded with autocannon beside a bare Node server answering the same
// bytes, in the same run, so figures are ratios on this machine. Needs `npm run build`.
// BENCH_SECONDS sets the length of each run (default 8).
import { benchApi } from './api.mjs'
import { lighthouseRuns } from './lighthouse.mjs'
import { load, row, rssMb, startApp, startBaseline } from './lib.mjs'

const which = process.argv[2] ?? 'all'

async function benchServer() {
  const APP_PORT = 3201
  const BASE_PORT = 3202
  const app = await startApp(APP_PORT)
  console.log(`cold start to healthy (fresh database, seed included): ${app.readyMs} ms`)
  await new Promise((r) => setTimeout(r, 2000))
  console.log(`idle RSS after start: ${rssMb(app.child.pid).toFixed(0)} MB`)
  const rows = []
  const { data } = await (await fetch(`http://127.0.0.1:${APP_PORT}/api/article/public-articles?limit=1`)).json()
  const article = `/post/${data[0].slug}/${data[0].id}`
  const pages = [
    { name: 'GET / (home page)', path: '/' },
    { name: 'GET /blog', path: '/blog' },
    { name: 'GET article page', path: article },
  ]
  for (const target of [{ name: 'GET /api/health', path: '/api/health' }, ...pages]) {
    const url = `http://127.0.0.1:${APP_PORT}${target.path}`
    // As autocannon asks: no compression.
    const sample = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    // The same bytes from a bare Node server, headers included (as the API bench's): what serving this page could cost at best.
    const body = Buffer.from(await sample.arrayBuffer())
    const baseline = await startBaseline(BASE_PORT, body, sample.headers)
    await load(url, { duration: 2 })
    rows.push(row(target.name, await load(url), await load(`http://127.0.0.1:${BASE_PORT}${target.path}`)))
    await baseline.close()
  }
  console.log(`RSS after load: ${rssMb(app.child.pid).toFixed(0)} MB`)
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    // Let the server finish collecting what the load runs left, so Lighthouse measures the page, not the GC.
    await new Promise((r) => setTimeout(r, 10_000))
    console.log('Lighthouse (mobile):')
    console.table(
      await lighthouseRuns(
        `http://127.0.0.1:${APP_PORT}`,
        pages.map((p) => p.path),
      ),
    )
  }
  await app.stop()
  return rows
}

// TypeScript benches (they share their harness with the process suite): bundled like the server.
const TS_BENCHES = {
  growth: 'growth',
  durability: 'durability',
  soak: 'soak',
  login: 'loginTiming',
  cluster: 'cluster',
  newsletter: 'newsletter',
  'confirm-burst': 'confirmBurst',
}
if (which in TS_BENCHES) {
  const { bundle } = await import('../scripts/bundle.mjs')
  await bundle(`bench/${TS_BENCHES[which]}.ts`, `dist/bench-${which}.mjs`)
  await import(`${process.cwd()}/dist/bench-${which}.mjs`)
  process.exit(0)
}

if (which === 'languages' || which === 'history' || which === 'memory' || which === 'start' || which === 'import') {
  await import(`./${which === 'start' ? 'memory' : which}.mjs`)
  process.exit(0)
}

const rows = []
if (which === 'all' || which === 'pages') rows.push(...(await benchServer()))
if (which === 'all' || which === 'api') rows.push(...(await benchApi()))
console.table(rows)

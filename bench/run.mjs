// npm run bench [-- pages|api]: each target loaded with autocannon beside a bare Node server
// answering the same bytes, in the same run, so figures are ratios on this machine.
// Needs `npm run build`. BENCH_SECONDS sets the length of each run (default 8).
import { benchApi } from './api.mjs'
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
  for (const target of [{ name: 'GET /api/health', path: '/api/health' }, { name: 'GET / (home page)', path: '/' }]) {
    const url = `http://127.0.0.1:${APP_PORT}${target.path}`
    const sample = await fetch(url)
    const body = Buffer.from(await sample.arrayBuffer())
    const baseline = await startBaseline(BASE_PORT, body, sample.headers.get('content-type') ?? 'text/plain')
    await load(url, { duration: 2 })
    rows.push(row(target.name, await load(url), await load(`http://127.0.0.1:${BASE_PORT}${target.path}`)))
    baseline.close()
  }
  console.log(`RSS after load: ${rssMb(app.child.pid).toFixed(0)} MB`)
  await app.stop()
  return rows
}

const rows = []
if (which === 'all' || which === 'pages') rows.push(...(await benchServer()))
if (which === 'all' || which === 'api') rows.push(...(await benchApi()))
console.table(rows)

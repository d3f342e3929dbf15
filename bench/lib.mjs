// Shared pieces of the benchmarks: the built server as a child process, a bare baseline
// server answering the same bytes, and autocannon runs printed side by side.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

/** The V8 flags `npm start` and the Dockerfile run the server with. */
export const SERVER_FLAGS =
  process.env.BENCH_SERVER_FLAGS !== undefined
    ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean)
    : ['--max-semi-space-size=4', '--heap-growing-percent=30']

export async function startApp(port, extraEnv = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const started = Date.now()
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'dist/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // As `npm start` and the Dockerfile run the server.
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '65536',
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  })
  let answeredMs = null
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
    // The first answer of any kind: 503 "starting" once the port is bound (gateway/server.ts).
    if (res && answeredMs === null) answeredMs = Date.now() - started
    if (res?.status === 200) break
    if (Date.now() - started > 120_000) throw new Error('app did not start')
    await new Promise((r) => setTimeout(r, 20))
  }
  return { child, readyMs: Date.now() - started, answeredMs, stop: () => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM'))) }
}

export const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

/**
 * A bare Node server answering every request with exactly these bytes, in a process of its own
 * like the app's: inside the bench's process it shared an event loop with autocannon and the
 * ratios flattered the app. `contentType` is a content type, or a response's headers to send
 * them all (the same bytes on the wire, security headers included).
 */
export function startBaseline(port, body, contentType) {
  const headers =
    typeof contentType === 'string'
      ? { 'content-type': contentType }
      : Object.fromEntries([...contentType].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)))
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-baseline-'))
  const file = path.join(dir, 'body')
  writeFileSync(file, body)
  const source = `
    const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    const headers = { ...${JSON.stringify(headers)}, 'content-length': body.length };
    http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body) })
      .listen(${port}, '127.0.0.1', () => process.send('ready'))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('message', () => resolve({ close: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) }))
  })
}

export function load(url, { connections = 20, duration = Number(process.env.BENCH_SECONDS ?? 8), method, headers, body } = {}) {
  return new Promise((resolve, reject) => {
    const options = Object.fromEntries(Object.entries({ url, connections, duration, method, headers, body }).filter(([, v]) => v !== undefined))
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

/**
 * The app and its baseline loaded in turn, A B A B (BENCH_ROUNDS pairs, default 2): one load
 * after the other let the machine's drift between the two decide the ratio (baselines of one run
 * ranged 53k-69k req/s). The row's figures add up every round; its ratio is the pairs' median.
 */
export async function alternating(name, loadApp, loadBaseline, rounds = Number(process.env.BENCH_ROUNDS ?? 2)) {
  const pairs = []
  for (let i = 0; i < rounds; i++) pairs.push([await loadApp(), await loadBaseline()])
  const mean = (results, pick) => results.reduce((sum, r) => sum + pick(r), 0) / results.length
  const ratios = pairs.map(([a, b]) => a.requests.average / b.requests.average).sort((x, y) => x - y)
  const middle = ratios.length / 2
  const ratio = ratios.length % 2 ? ratios[Math.floor(middle)] : (ratios[middle - 1] + ratios[middle]) / 2
  const apps = pairs.map(([a]) => a)
  const bases = pairs.map(([, b]) => b)
  return {
    name,
    'req/s': Math.round(mean(apps, (r) => r.requests.average)),
    'p99 ms': Math.max(...apps.map((r) => r.latency.p99)),
    'baseline req/s': Math.round(mean(bases, (r) => r.requests.average)),
    'baseline p99 ms': Math.max(...bases.map((r) => r.latency.p99)),
    ratio: Number(ratio.toFixed(3)),
    'ratio range': `${ratios[0].toFixed(2)}-${ratios.at(-1).toFixed(2)}`,
    errors: apps.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  }
}

export function row(name, app, baseline) {
  const ratio = app.requests.average / baseline.requests.average
  return {
    name,
    'req/s': Math.round(app.requests.average),
    'p99 ms': app.latency.p99,
    'baseline req/s': Math.round(baseline.requests.average),
    'baseline p99 ms': baseline.latency.p99,
    ratio: Number(ratio.toFixed(3)),
    errors: app.errors + app.non2xx,
  }
}

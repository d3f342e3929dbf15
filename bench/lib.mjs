// Shared pieces of the benchmarks: the built server as a child process, a bare baseline
// server answering the same bytes, and autocannon runs printed side by side.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

export async function startApp(port, extraEnv = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const started = Date.now()
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  })
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
    if (res?.status === 200) break
    if (Date.now() - started > 120_000) throw new Error('app did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return { child, readyMs: Date.now() - started, stop: () => new Promise((r) => (child.on('exit', r), child.kill('SIGTERM'))) }
}

export const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

/** A bare Node server answering every request with exactly these bytes. */
export function startBaseline(port, body, contentType) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length })
    res.end(body)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export function load(url, { connections = 20, duration = Number(process.env.BENCH_SECONDS ?? 8), method, headers, body } = {}) {
  return new Promise((resolve, reject) => {
    const options = Object.fromEntries(Object.entries({ url, connections, duration, method, headers, body }).filter(([, v]) => v !== undefined))
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
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

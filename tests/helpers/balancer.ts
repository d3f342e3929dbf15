import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './serverProcess'

export type Balancer = {
  port: number
  url: string
  pid: number
  output: () => string
  /** Waits until HAProxy has this checked server in its pool, as its own log says (a state, not a delay). */
  waitUntilUp: (server: 'app-a' | 'app-b', timeoutMs?: number) => Promise<void>
  stop: () => Promise<void>
}

const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p)) ?? 'haproxy'

/**
 * Debian's HAProxy running the committed deploy/haproxy.cfg, on a free loopback port, with the
 * app servers (checked and last-resort) pointed at these loopback ports instead of the compose
 * services. One port leaves app-b out, so the bench can measure the same balancer in front of one instance.
 */
/** `readyPath`: what answers 200 through it once it runs (the instances' health, by default). */
export async function startBalancer(appPorts: [number, number] | [number], readyPath = '/api/health'): Promise<Balancer> {
  const port = await freePort()
  const committed = readFileSync(path.resolve('deploy/haproxy.cfg'), 'utf8')
  const second = appPorts[1]
  const config = committed
    .replace(/^\s*bind \*:80$/m, `  bind 127.0.0.1:${port}`)
    .replaceAll('app-a:3000', `127.0.0.1:${appPorts[0]}`)
    .split('\n')
    .filter((line) => second !== undefined || !line.includes('app-b:3000'))
    .join('\n')
    .replaceAll('app-b:3000', `127.0.0.1:${second}`)
  if (config === committed || /app-[ab]:3000|\*:80/.test(config) || !/server app-a 127\.0\.0\.1:\d+ check/.test(config))
    throw new Error('deploy/haproxy.cfg no longer has the bind and server lines this test rewrites')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-haproxy-'))
  const file = path.join(dir, 'haproxy.cfg')
  writeFileSync(file, config)
  let out = ''
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (d) => (out += d))
  child.stderr?.on('data', (d) => (out += d))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if ((await fetch(`http://127.0.0.1:${port}${readyPath}`).catch(() => null))?.status === 200) break
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${out}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => out,
    waitUntilUp: async (server, timeoutMs = 120_000) => {
      // HAProxy writes each change of a checked server's state to stderr ("Server app/app-a is UP, ...").
      const state = new RegExp(`Server app/${server} is (UP|DOWN)`, 'g')
      const until = Date.now() + timeoutMs
      for (;;) {
        const last = [...out.matchAll(state)].at(-1)?.[1]
        if (last === undefined || last === 'UP') return
        if (Date.now() > until) throw new Error(`HAProxy did not take ${server} back within ${timeoutMs} ms:\n${out.slice(-2000)}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    stop: async () => {
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type LoadResult = { requests: number; failures: string[] }

/**
 * Visitors' requests through `base` from `workers` concurrent clients for as long as `during`
 * runs: pages and API reads. A failure is a 5xx or a request that got no answer.
 */
export async function underLoad(base: string, during: () => Promise<void>, workers = 6): Promise<LoadResult> {
  const paths = ['/', '/blog', '/api/article/public-articles?limit=5', '/api/article/popular?period=30&limit=3']
  const result: LoadResult = { requests: 0, failures: [] }
  let stop = false
  const worker = async (offset: number) => {
    for (let i = offset; !stop; i++) {
      const target = paths[i % paths.length]!
      try {
        const res = await fetch(`${base}${target}`)
        await res.arrayBuffer()
        result.requests++
        if (res.status >= 500) result.failures.push(`${target}: ${res.status}`)
      } catch (error) {
        result.failures.push(`${target}: ${(error as Error).cause ?? (error as Error).message}`)
      }
    }
  }
  const running = Array.from({ length: workers }, (_, w) => worker(w))
  try {
    await during()
  } finally {
    stop = true
    await Promise.all(running)
  }
  return result
}

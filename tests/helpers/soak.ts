import { readFileSync } from 'node:fs'
import path from 'node:path'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from './serverProcess'

/**
 * Mixed traffic at a steady rate against a running server: page views, API lists, form
 * posts, read beacons and admin saves, in the proportions a small company site sees. Open
 * loop (requests leave on schedule whether or not earlier ones have answered), so a slowing
 * server shows as latency and errors, not as a politely lower rate. Shared by the process
 * suite (2 minutes) and `npm run bench -- soak` (30 minutes at half the measured peak).
 */
export type SoakSample = { atSeconds: number; rssMb: number; liveHeapMb: number | null; majorGcs: number; p99Ms: number; requests: number }
export type SoakResult = { requests: number; errors: string[]; samples: SoakSample[] }

const JSON_HEADERS = { 'content-type': 'application/json' }

export async function prepareSoak(base: string, admin: { email: string; password: string }) {
  const login = await fetch(`${base}/api/auth/auth`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(admin) })
  const { token } = (await login.json()) as { token: string }
  const { data } = (await (await fetch(`${base}/api/article/public-articles?limit=20`)).json()) as { data: { id: number; slug: string }[] }
  const drafts = (await (await fetch(`${base}/api/article/articles?limit=1&status=published`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: number }[]
  }
  return { token, articles: data, editable: drafts.data[0]!.id }
}

type Prepared = Awaited<ReturnType<typeof prepareSoak>>

export const SOAK_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }

/**
 * The heap left after each full garbage collection, read from V8's --trace-gc lines: what the
 * process really holds. RSS alone moves by a hundred MB either way with when V8 chooses to
 * collect and how far it grows its heap first, which hides a leak as easily as it fakes one.
 */
export type GcWatch = { liveHeapMb: number | null; majorGcs: number }

const MARK_COMPACT = /Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/

function watchGc(server: ServerProcess): GcWatch {
  const watch: GcWatch = { liveHeapMb: null, majorGcs: 0 }
  let partial = ''
  server.child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      const match = MARK_COMPACT.exec(line)
      if (match) {
        watch.liveHeapMb = Number(match[1])
        watch.majorGcs++
      }
    }
  })
  return watch
}

/** The built server on a fresh SQLite file with the demo content, ready for the mix. */
export async function startSoakServer(): Promise<{ server: ServerProcess; base: string; ready: Prepared; gc: GcWatch }> {
  const dir = tempDataDir()
  const server = await spawnServer(
    {
      DATA_DIR: dir,
      DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
      SEED_ADMIN_EMAIL: SOAK_ADMIN.email,
      SEED_ADMIN_PASSWORD: SOAK_ADMIN.password,
      RATE_LIMIT_MAX: '1000000',
    },
    // A heap budget as a deployment would set one: the live heap is ~150 MB, and under it V8
    // collects fully every few seconds instead of growing to its 4 GB default first.
    ['--trace-gc', '--max-old-space-size=512'],
  )
  const gc = watchGc(server)
  await waitForHealth(server.port, 120_000)
  const base = `http://127.0.0.1:${server.port}`
  return { server, base, ready: await prepareSoak(base, SOAK_ADMIN), gc }
}

/** One request of the mix, by weight: mostly reads, as a public site is. */
function pick(base: string, ready: Prepared, n: number): () => Promise<Response> {
  const article = ready.articles[n % ready.articles.length]!
  const roll = n % 20
  if (roll < 6) return () => fetch(`${base}${['/', '/blog', `/post/${article.slug}/${article.id}`, '/faq', '/contact', '/blog?page=2'][n % 6]}`)
  if (roll < 11) return () => fetch(`${base}/api/article/public-articles?page=${(n % 3) + 1}&limit=10${n % 2 ? '&search=empresa' : ''}`)
  if (roll < 13) return () => fetch(`${base}/api/article/popular?period=30`)
  if (roll < 16)
    return () =>
      fetch(`${base}/api/article/read/${article.id}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.1.${(n >> 8) & 255}.${n & 255}`, 'user-agent': `soak ${n}` },
      })
  if (roll < 17)
    return () =>
      fetch(`${base}/api/contact/contact`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({
          name: 'Soak',
          company: 'Soak',
          email: `soak${n}@example.com`,
          telephone: '11 90000-0000',
          subject: `Soak ${n}`,
          message: 'Mensagem de carga.',
        }),
      })
  if (roll < 18)
    return () =>
      fetch(`${base}/api/newsletter/subscribe`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: `soak-news${n}@example.com` }) })
  if (roll < 19) return () => fetch(`${base}/api/dashboard/statistics?period=30d`, { headers: { authorization: `Bearer ${ready.token}` } })
  return () =>
    fetch(`${base}/api/article/articles/${ready.editable}`, {
      method: 'PUT',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${ready.token}` },
      body: JSON.stringify({ excerpt: `Editado na carga ${n}` }),
    })
}

export async function runSoak(options: {
  base: string
  pid: number
  ready: Prepared
  gc: GcWatch
  seconds: number
  ratePerSecond: number
  sampleEverySeconds?: number
  log?: (sample: SoakSample) => void
}): Promise<SoakResult> {
  const { base, pid, ready, gc, seconds, ratePerSecond, sampleEverySeconds = 10, log = () => undefined } = options
  const errors: string[] = []
  const samples: SoakSample[] = []
  let window: number[] = []
  let requests = 0
  const inFlight = new Set<Promise<void>>()
  const started = Date.now()
  let nextSample = sampleEverySeconds
  for (let n = 0; Date.now() - started < seconds * 1000; n++) {
    const due = started + (n * 1000) / ratePerSecond
    const wait = due - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const call = pick(base, ready, n)
    const sent = performance.now()
    const request = call()
      .then(async (res) => {
        await res.arrayBuffer()
        if (res.status >= 500) errors.push(`${res.status} ${res.url}`)
      })
      .catch((error: Error) => void errors.push(`${error.message} (request ${n})`))
      .finally(() => {
        window.push(performance.now() - sent)
        requests++
        inFlight.delete(request)
      })
    inFlight.add(request)
    const elapsed = (Date.now() - started) / 1000
    if (elapsed >= nextSample) {
      nextSample += sampleEverySeconds
      const sorted = [...window].sort((a, b) => a - b)
      const sample = { atSeconds: Math.round(elapsed), rssMb: rssMb(pid), ...gc, p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0), requests }
      window = []
      samples.push(sample)
      log(sample)
    }
  }
  await Promise.all(inFlight)
  return { requests, errors, samples }
}

/** Closed-loop peak of the same mix: requests per second with `connections` always busy. */
export async function peakRate(base: string, ready: Prepared, seconds = 15, connections = 16): Promise<number> {
  let done = 0
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let n = lane; Date.now() < until; n += connections) {
        await pick(base, ready, n)()
          .then((res) => res.arrayBuffer())
          .catch(() => undefined)
        done++
      }
    }),
  )
  return done / seconds
}

export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
}

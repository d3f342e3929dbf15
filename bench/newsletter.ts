/**
 * npm run bench -- newsletter: one article sent to 10,000 active subscribers in five languages
 * through a real SMTP server on loopback (smtp-server, counting each message's recipient and
 * Message-ID), on the built app with SQLite. Prints messages per second, the time to finish, the
 * app's RSS growth during the send, duplicates and missing recipients, and the p50/p99 of public
 * pages and API reads while the send runs against the same figures idle, in the same run.
 * NEWSLETTER_SUBSCRIBERS changes the count.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { SMTPServer as SMTPServerType } from 'smtp-server'
import { LANGUAGES } from '../domain/languages'
import { freePort, spawnServer, tempDataDir, waitForHealth } from '../tests/helpers/serverProcess'
import { openFillDb } from './growth/fill'

// smtp-server is loaded by Node, not bundled (it reaches into nodemailer's CommonJS files).
const { SMTPServer } = createRequire(path.resolve('package.json'))(['smtp', 'server'].join('-')) as { SMTPServer: typeof SMTPServerType }

const SUBSCRIBERS = Number(process.env.NEWSLETTER_SUBSCRIBERS ?? 10_000)
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench!Passw0rd1' }
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/** What the SMTP server received: each message's first recipient and Message-ID (headers only, no full parse). */
async function startSink() {
  const received: { to: string; id: string }[] = []
  const port = await freePort()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', id: /^Message-ID: (.*)$/im.exec(head)?.[1] ?? '' })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Visitors at a steady 20 requests a second over `paths` until `until` resolves (or for `ms`): the latency they see. */
async function visitorLatency(base: string, paths: string[], until: Promise<unknown> | number) {
  const times: number[] = []
  let done = false
  const stop = typeof until === 'number' ? new Promise((r) => setTimeout(r, until)) : until
  void stop.then(() => (done = true))
  for (let i = 0; !done; i++) {
    const t0 = performance.now()
    const res = await fetch(`${base}${paths[i % paths.length]}`)
    await res.arrayBuffer()
    const took = performance.now() - t0
    times.push(took)
    await new Promise((r) => setTimeout(r, Math.max(0, 50 - took)))
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1))
  return { requests: times.length, p50: at(50), p99: at(99) }
}

const sink = await startSink()
const dir = tempDataDir()
const databaseUri = `file:${path.join(dir, 'site.db')}`
const app = await spawnServer({
  DATA_DIR: dir,
  DATABASE_URI: databaseUri,
  SMTP_URL: sink.url,
  SEED_ADMIN_EMAIL: ADMIN.email,
  SEED_ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'error',
})
try {
  await waitForHealth(app.port, 150_000)
  const base = `http://127.0.0.1:${app.port}`
  // Subscribers straight into the database, in bulk (the sign-up path is measured elsewhere).
  const db = await openFillDb(databaseUri)
  const now = new Date().toISOString()
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => [
    `Assinante ${i}`,
    `sub${i}@bench.example`,
    'newsletter',
    'active',
    'none',
    'active',
    LANGUAGES[i % LANGUAGES.length]!,
    randomUUID(),
    now,
    now,
  ])
  await db.insert(
    'leads',
    ['name', 'email', 'module', 'status', 'classification', 'newsletter_status', 'consent_language', 'unique_key', 'created_at', 'updated_at'],
    rows,
  )
  await db.close()

  const json = { 'content-type': 'application/json' }
  const { token } = (await (await fetch(`${base}/api/auth/auth`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })).json()) as { token: string }
  const auth = { ...json, authorization: `Bearer ${token}` }
  const { data } = (await (await fetch(`${base}/api/article/public-articles?limit=1`)).json()) as { data: { id: number; slug: string }[] }
  const paths = ['/blog', `/post/${data[0]!.slug}/${data[0]!.id}`, '/api/article/public-articles?limit=5']
  for (const p of paths) await fetch(`${base}${p}`) // warm the page cache
  const idle = await visitorLatency(base, paths, 10_000)

  const rssBefore = rssMb(app.child.pid!)
  let rssPeak = rssBefore
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(app.child.pid!))), 100)
  const t0 = performance.now()
  const started = await fetch(`${base}/api/newsletter/sends`, { method: 'POST', headers: auth, body: JSON.stringify({ article: data[0]!.id }) })
  const sendId = ((await started.json()) as { data: { id: number } }).data.id
  const finished = (async () => {
    for (;;) {
      await new Promise((r) => setTimeout(r, 200))
      const res = await fetch(`${base}/api/newsletter/sends/${sendId}`, { headers: auth })
      const send = ((await res.json()) as { data: { status: string; sent: number; failed: number } }).data
      if (send.status !== 'sending') return send
    }
  })()
  const during = await visitorLatency(base, paths, finished)
  const send = await finished
  const seconds = (performance.now() - t0) / 1000
  clearInterval(sampler)

  const perAddress = new Map<string, number>()
  for (const m of sink.received) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1)
  const duplicates = [...perAddress.values()].reduce((n, c) => n + c - 1, 0)
  const missing = Array.from({ length: SUBSCRIBERS }, (_, i) => `sub${i}@bench.example`).filter((a) => !perAddress.has(a)).length
  console.table([
    {
      subscribers: SUBSCRIBERS,
      status: send.status,
      'sent (app)': send.sent,
      'received (SMTP)': sink.received.length,
      'time s': Number(seconds.toFixed(1)),
      'messages/s': Math.round(sink.received.length / seconds),
      'RSS before MB': Math.round(rssBefore),
      'RSS growth MB': Math.round(rssPeak - rssBefore),
      duplicates,
      missing,
    },
  ])
  console.table([
    { load: 'idle', ...idle },
    { load: 'during the send', ...during },
    { load: 'ratio', requests: '', p50: Number((during.p50 / idle.p50).toFixed(2)), p99: Number((during.p99 / idle.p99).toFixed(2)) },
  ])
  console.log('newsletter: visitors at 20 requests/s over the blog, an article and the API list; the goal is p99 during the send within 1.5x idle')
} finally {
  app.child.kill('SIGTERM')
  await app.exited
  await sink.stop()
}

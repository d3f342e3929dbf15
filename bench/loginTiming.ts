// npm run bench -- login: medians of 50 sign-ins with a wrong password on a known account and
// on unknown addresses, and of 50 password-recovery requests for each (each from its own client
// address, so the guard's lock never answers instead).
import path from 'node:path'
import { spawnServer, tempDataDir, waitForHealth } from '../tests/helpers/serverProcess'

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }
const dir = tempDataDir()
const server = await spawnServer({
  DATA_DIR: dir,
  DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
  SEED_ADMIN_EMAIL: ADMIN.email,
  SEED_ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000000',
  LOGIN_SLOWDOWN_AFTER: '1000',
})
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
try {
  await waitForHealth(server.port, 120_000)
  const base = `http://127.0.0.1:${server.port}/api`
  const timed = async (path: string, body: unknown, client: string) => {
    const started = performance.now()
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
    await res.arrayBuffer()
    return { ms: performance.now() - started, status: res.status }
  }
  const rows: Record<string, { medianMs: number; statuses: string }> = {}
  const series = async (name: string, call: (i: number) => Promise<{ ms: number; status: number }>) => {
    const runs = []
    for (let i = 0; i < 50; i++) runs.push(await call(i))
    rows[name] = { medianMs: Number(median(runs.map((r) => r.ms)).toFixed(1)), statuses: [...new Set(runs.map((r) => r.status))].join(',') }
  }
  await series('login, known account, wrong password', (i) => timed('/auth/auth', { email: ADMIN.email, password: `Wrong!${i}` }, `10.7.0.${i}`))
  await series('login, unknown address', (i) => timed('/auth/auth', { email: `nobody${i}@example.com`, password: `Wrong!${i}` }, `10.7.1.${i}`))
  await series('recovery, known account', (i) => timed('/auth/recover-password', { email: ADMIN.email }, `10.7.2.${i}`))
  await series('recovery, unknown address', (i) => timed('/auth/recover-password', { email: `nobody${i}@example.com` }, `10.7.3.${i}`))
  console.table(rows)
} finally {
  server.child.kill('SIGTERM')
  await server.exited
}

// npm run bench -- confirm-burst: 200 newsletter sign-ups at once with confirmation by e-mail on
// (issue #30: the first 113 confirmations left at once, then 20 a minute, the last after ~5
// minutes). Prints when the confirmation mails reach the mailbox (the built server, SQLite, the
// file transport), every 2 s, and when the last one left. Needs `npm run build`.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { spawnServer, tempDataDir, waitForHealth } from '../tests/helpers/serverProcess'

const SIGN_UPS = Number(process.env.BURST_SIGN_UPS ?? 200)
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' }
const dir = tempDataDir()
const env = {
  DATA_DIR: dir,
  DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
  SEED_ADMIN_EMAIL: ADMIN.email,
  SEED_ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000000', // one visitor's limit is not what this measures
  LOG_LEVEL: 'error',
}
const server = await spawnServer(env)
try {
  await waitForHealth(server.port, 150_000)
  const base = `http://127.0.0.1:${server.port}`
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: url.includes('settings') ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const { token } = (await (await post('/api/auth/auth', ADMIN)).json()) as { token: string }
  await post('/api/newsletter/settings', { confirmByEmail: true, content: 'excerpt' }, { authorization: `Bearer ${token}` })
  const mailbox = path.join(dir, 'mailbox')
  const mails = () => {
    try {
      return readdirSync(mailbox).map((f) => statSync(path.join(mailbox, f)).mtimeMs)
    } catch {
      return []
    }
  }
  const before = mails().length
  const t0 = Date.now()
  const answers = await Promise.all(
    Array.from({ length: SIGN_UPS }, (_, i) => post('/api/newsletter/subscribe', { email: `burst${i}@example.com` }).then((r) => r.status)),
  )
  console.log(`confirm-burst: ${SIGN_UPS} sign-ups answered in ${Date.now() - t0} ms (${[...new Set(answers)].join(', ')})`)
  const marks: string[] = []
  while (mails().length - before < SIGN_UPS && Date.now() - t0 < 600_000) {
    marks.push(`${Math.round((Date.now() - t0) / 1000)} s: ${mails().length - before}`)
    await new Promise((r) => setTimeout(r, 2_000))
  }
  const times = mails()
    .sort((a, b) => a - b)
    .slice(before)
  console.log(`confirm-burst: confirmations in the mailbox over time: ${marks.join(', ')}`)
  console.log(`confirm-burst: ${times.length} of ${SIGN_UPS} confirmations; the last left ${((times.at(-1)! - t0) / 1000).toFixed(1)} s after the burst began`)
} finally {
  server.child.kill('SIGTERM')
  await server.exited
}

import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { spawnServer, tempDataDir, waitForHealth } from '../helpers/serverProcess'
import { ACCESS_AREAS } from '../../domain/access'

const ADMIN = { SEED_ADMIN_EMAIL: 'admin@example.com', SEED_ADMIN_PASSWORD: 'Admin@12345' }

async function adminCount(port: number, collection: string) {
  const login = await fetch(`http://127.0.0.1:${port}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.SEED_ADMIN_EMAIL, password: ADMIN.SEED_ADMIN_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const res = await fetch(`http://127.0.0.1:${port}/cms-api/${collection}?limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

describe('the production server process', () => {
  it('survives a kill in the middle of seeding: the next start completes the seed, without duplicates', async () => {
    const dir = tempDataDir()
    const env = { DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, ...ADMIN }
    const first = await spawnServer(env)
    const media = path.join(dir, 'media')
    const deadline = Date.now() + 60_000
    // Kill once a few demo images exist: the seed is then certainly half-way.
    while (Date.now() < deadline && !(existsSync(media) && readdirSync(media).length >= 8)) await new Promise((r) => setTimeout(r, 50))
    first.child.kill('SIGKILL')
    await first.exited

    const second = await spawnServer(env)
    try {
      await waitForHealth(second.port)
      const published = (await (await fetch(`http://127.0.0.1:${second.port}/cms-api/articles?limit=100&depth=0`)).json()) as {
        docs: { title: string; status: string }[]
      }
      expect(published.docs.length).toBe(12)
      expect(new Set(published.docs.map((d) => d.title)).size).toBe(12)
      expect(await adminCount(second.port, 'articles')).toBe(16)
      // The admin, three authors, the review step's editor and writer; a role per access area.
      expect(await adminCount(second.port, 'users')).toBe(6)
      expect(await adminCount(second.port, 'roles')).toBe(ACCESS_AREAS.length)
    } finally {
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
    }
  }, 180_000)

  it('serves the site, the panels and the gateway from one port, and stops cleanly on SIGTERM', async () => {
    const dir = tempDataDir()
    const server = await spawnServer({ DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, SEED_DEMO: 'false' })
    // Until it is warm the instance says so (503 'starting'), never 'ok' (issue #42, item 6).
    const said = new Set<string>()
    for (let deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const reply = await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => null)
      if (reply) said.add(`${reply.status} ${((await reply.json().catch(() => ({}))) as { status?: string }).status}`)
      if (reply?.status === 200) break
      await new Promise((r) => setTimeout(r, 50))
    }
    expect([...said].every((s) => s === '503 starting' || s === '200 ok')).toBe(true)
    expect(said.has('200 ok')).toBe(true)
    const base = `http://127.0.0.1:${server.port}`
    // Ready means warm: the home and the blog were rendered and stored before the first visitor.
    for (const page of ['/', '/blog']) {
      const first = await fetch(`${base}${page}`)
      expect(first.status).toBe(200)
      expect(first.headers.get('x-page-cache'), page).toBe('HIT')
    }
    expect((await fetch(`${base}/cms-api/tags`)).status).toBe(200)
    // No administrator yet (SEED_DEMO=false, none named): the panels lead to the setup (issue #59, item 3).
    const cms = await fetch(`${base}/cms/login`)
    expect(cms.status).toBe(200)
    expect(new URL(cms.url).pathname).toBe('/setup')
    expect(await cms.text()).toMatch(/<title>Configure o seu site · [^<]+<\/title>/)

    const slow = fetch(`${base}/`).then((r) => r.status)
    server.child.kill('SIGTERM')
    expect(await slow).toBe(200) // in-flight requests finish
    expect(await server.exited).toBe(0)
    expect(await fetch(`${base}/api/health`).catch(() => 'refused')).toBe('refused')
  }, 120_000)

  it('starts clean without the demo: the named administrator signs in, nothing else exists, and npm run import works at once (issue #43, item 1)', async () => {
    const dir = tempDataDir()
    const env = {
      DATA_DIR: dir,
      DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
      SEED_DEMO: 'false',
      SEED_ADMIN_EMAIL: 'owner@example.com',
      SEED_ADMIN_PASSWORD: 'Own3r!Passw0rd',
    }
    const server = await spawnServer(env)
    try {
      await waitForHealth(server.port)
      const base = `http://127.0.0.1:${server.port}`
      const login = await fetch(`${base}/api/auth/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD }),
      })
      expect(login.status).toBe(200)
      const { token } = (await login.json()) as { token: string }
      const count = async (p: string) =>
        ((await (await fetch(`${base}/api${p}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { meta: { total: number } }).meta.total
      expect(await count('/article/articles?limit=1')).toBe(0)
      const users = await fetch(`${base}/api/user/users-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      })
      expect(((await users.json()) as { meta: { total: number } }).meta.total).toBe(1)
      // The import command, right after that start, on the same database: its articles are signed by the administrator.
      const imported = await new Promise<{ code: number | null; err: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['dist/import.mjs', path.resolve('tests/fixtures/wordpress/theme-unit-test.wordpress.xml'), '--no-download', '--json'],
          {
            env: {
              PATH: process.env.PATH ?? '',
              NODE_ENV: 'production',
              PAYLOAD_SECRET: 'process-test-secret-0123456789abcdef0123',
              LOG_LEVEL: 'warn',
              ...env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        )
        let err = ''
        child.stderr.on('data', (d) => (err += d))
        child.stdout.resume()
        child.on('exit', (code) => resolve({ code, err }))
      })
      expect(imported.code, imported.err.slice(-2000)).toBe(0)
      expect(await count('/article/articles?limit=1')).toBeGreaterThan(0)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 300_000)

  it('writes outgoing mail to data/mailbox when SMTP_URL is unset', async () => {
    const dir = tempDataDir()
    // A public address: README's demo password is refused there, so this admin has its own.
    const server = await spawnServer({
      DATA_DIR: dir,
      DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
      SEED_ADMIN_EMAIL: ADMIN.SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD: 'Site!Test2026',
      SERVER_URL: 'http://site.test',
    })
    try {
      await waitForHealth(server.port)
      const res = await fetch(`http://127.0.0.1:${server.port}/cms-api/users/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.SEED_ADMIN_EMAIL }),
      })
      expect(res.status).toBe(200)
      const mailbox = path.join(dir, 'mailbox')
      const sent = () => (existsSync(mailbox) ? readdirSync(mailbox).filter((f) => f.endsWith('.eml')) : [])
      // Mail leaves through the jobs queue, right after the answer.
      for (let waited = 0; waited < 10_000 && !sent().length; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
      const files = sent()
      expect(files).toHaveLength(1)
      const mail = readFileSync(path.join(mailbox, files[0]!), 'utf8')
      expect(mail).toContain('To: admin@example.com')
      expect(mail).toMatch(/http:\/\/site\.test\/reset-password\/1\/[0-9a-f]{20,}/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 120_000)

  it('starts on PostgreSQL: migrates and seeds a fresh database, then serves the gateway', async () => {
    const name = `proc_${Date.now()}`
    const base = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const url = new URL(base)
    url.pathname = `/${name}`
    const server = await spawnServer({ DATA_DIR: tempDataDir(), DATABASE_URI: url.toString(), ...ADMIN })
    try {
      await waitForHealth(server.port)
      const health = await (await fetch(`http://127.0.0.1:${server.port}/api/health`)).json()
      expect(health).toMatchObject({ status: 'ok', db: 'postgres' })
      const list = await (await fetch(`http://127.0.0.1:${server.port}/api/article/public-articles?limit=5`)).json()
      expect(list.meta.total).toBe(12)
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const pg = await import('pg')
      const client = new pg.default.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists "${name}" with (force)`)
      await client.end()
    }
  }, 120_000)

  it('drains on SIGTERM behind a balancer: health 503, answers close their connections, then it stops', async () => {
    const dir = tempDataDir()
    const server = await spawnServer({ DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, SEED_DEMO: 'false', DRAIN_SECONDS: '2' })
    await waitForHealth(server.port)
    const base = `http://127.0.0.1:${server.port}`
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    const health = await fetch(`${base}/api/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ status: 'draining' })
    const page = await fetch(`${base}/api/article/public-articles`)
    expect(page.status).toBe(200) // still answering while the balancer notices
    expect(page.headers.get('connection')).toBe('close')
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000)
  }, 120_000)
})

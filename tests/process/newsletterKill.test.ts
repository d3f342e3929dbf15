import { LANGUAGES } from '../../domain/languages'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database'
import { startSmtpSink } from '../helpers/smtpSink'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from '../helpers/serverProcess'

/**
 * kill -9 in the middle of a newsletter send, then a new process on the same data: the send
 * resumes by itself and every subscriber gets the article. Each delivery is recorded the moment
 * the SMTP server accepts it, so the only message that can go out twice is the one in flight
 * when the process died (accepted by the server, not yet recorded): at most one per kill, and
 * it carries the same Message-ID, so a receiving server can tell.
 */
const SUBSCRIBERS = 150
const KILLS = 2
const ADMIN = { email: 'kill-admin@example.com', password: 'Str0ng!Passw0rd' }

describe('a newsletter send killed with SIGKILL', () => {
  it.each(['sqlite', 'postgres'] as const)(
    `on %s, resumes after ${KILLS} kills: nobody missed, at most one repeat per kill`,
    async (kind) => {
      const smtp = await startSmtpSink(undefined, { acceptAfterMs: 15 })
      const dir = tempDataDir()
      const database = kind === 'postgres' ? await createTestDatabase('postgres') : { uri: `file:${dir}/site.db`, drop: async () => undefined }
      const env = {
        DATA_DIR: dir,
        DATABASE_URI: database.uri,
        SMTP_URL: smtp.url,
        RATE_LIMIT_MAX: '100000',
        SEED_ADMIN_EMAIL: ADMIN.email,
        SEED_ADMIN_PASSWORD: ADMIN.password,
      }
      let server: ServerProcess = await spawnServer(env)
      try {
        await waitForHealth(server.port, 150_000)
        const base = () => `http://127.0.0.1:${server.port}/api`
        const json = { 'content-type': 'application/json' }
        const { token } = (await (await fetch(`${base()}/auth/auth`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) })).json()) as {
          token: string
        }
        const auth = { ...json, authorization: `Bearer ${token}` }
        for (let i = 0; i < SUBSCRIBERS; i++) {
          const res = await fetch(`${base()}/newsletter/subscribe`, { method: 'POST', headers: json, body: JSON.stringify({ email: `k${i}@example.com` }) })
          expect(res.status).toBe(201)
        }
        const { data: list } = (await (await fetch(`${base()}/article/public-articles?limit=1`)).json()) as { data: { id: number; title: string }[] }
        // Each subscriber gets the article in their language: its title in any of the five is this send's.
        const titles = new Set<string>()
        for (const lang of LANGUAGES) {
          const { data } = (await (await fetch(`${base()}/article/public-articles?limit=1&lang=${lang}`)).json()) as { data: { title: string }[] }
          titles.add(data[0]!.title)
        }
        const started = await fetch(`${base()}/newsletter/sends`, { method: 'POST', headers: auth, body: JSON.stringify({ article: list[0]!.id }) })
        expect(started.status).toBe(201)
        const sendId = ((await started.json()) as { data: { id: number } }).data.id

        for (let kill = 1; kill <= KILLS; kill++) {
          const target = Math.round((SUBSCRIBERS * kill) / (KILLS + 1))
          for (let waited = 0; smtp.messages.length < target && waited < 60_000; waited += 10) await new Promise((r) => setTimeout(r, 10))
          server.child.kill('SIGKILL')
          await server.exited
          expect(smtp.messages.length, 'killed in the middle of the send').toBeLessThan(SUBSCRIBERS)
          server = await spawnServer({ ...env, PORT: String(server.port) })
          await waitForHealth(server.port, 150_000)
        }
        let status = ''
        for (let waited = 0; status !== 'done' && waited < 90_000; waited += 250) {
          await new Promise((r) => setTimeout(r, 250))
          const res = await fetch(`${base()}/newsletter/sends/${sendId}`, { headers: auth })
          status = ((await res.json()) as { data: { status: string } }).data.status
        }
        expect(status).toBe('done')

        const received = new Map<string, number>()
        for (const mail of smtp.messages) {
          if (!titles.has(mail.subject ?? '')) continue
          const address = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? ''
          received.set(address, (received.get(address) ?? 0) + 1)
        }
        const missing = Array.from({ length: SUBSCRIBERS }, (_, i) => `k${i}@example.com`).filter((a) => !received.has(a))
        const repeats = [...received.values()].reduce((n, count) => n + count - 1, 0)
        console.info(
          `newsletter kill (${kind})`,
          JSON.stringify({ subscribers: SUBSCRIBERS, kills: KILLS, received: smtp.messages.length, missing: missing.length, repeats }),
        )
        expect(missing).toEqual([])
        expect(repeats).toBeLessThanOrEqual(KILLS)
      } finally {
        server.child.kill('SIGKILL')
        await server.exited
        await smtp.stop()
        await database.drop()
      }
    },
    300_000,
  )
})

import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../gateway/app'
import { client, makeUser, PASSWORD, tokenFor } from '../helpers/api'
import { adminServerForSuite } from '../helpers/boot'
import { waitForMailTo } from '../helpers/mailbox'

/** What was found by hand when the product was attacked from outside (issue #16), kept as tests. */
describe('hardening', () => {
  const suite = adminServerForSuite()
  const sys = { overrideAccess: true } as const

  describe('uploads', () => {
    const upload = (body: Uint8Array, type: string) =>
      client(suite.server, suite.adminToken).raw('POST', '/media/upload?alt=Teste', body, { 'content-type': type })
    const before = async () => (await suite.server.payload.count({ collection: 'media', ...sys })).totalDocs

    /** A real PNG whose header claims 60,000 × 60,000 pixels (3.6 billion): a decompression bomb. */
    async function pixelBomb() {
      const png = Buffer.from(
        await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      )
      png.writeUInt32BE(60_000, 16)
      png.writeUInt32BE(60_000, 20)
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29) // IHDR's CRC, so the file is well-formed
      return png
    }

    it('refuses SVG, HTML dressed as PNG, empty files, oversized bodies and pixel bombs with 4xx, and stores none', async () => {
      const count = await before()
      const cases: [string, Uint8Array, string][] = [
        ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
        ['html as png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'image/png'],
        ['empty', new Uint8Array(0), 'image/png'],
        ['oversized', new Uint8Array(11 * 1024 * 1024), 'image/png'],
        ['pixel bomb', await pixelBomb(), 'image/png'],
      ]
      for (const [name, body, type] of cases) {
        const reply = await upload(body, type)
        expect(reply.status, name).toBeGreaterThanOrEqual(400)
        expect(reply.status, name).toBeLessThan(500)
        expect(reply.body, name).toMatchObject({ error: true })
      }
      expect(await before()).toBe(count)
      const ok = await upload(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#02236B' } })
          .png()
          .toBuffer(),
        'image/png',
      )
      expect(ok.status).toBe(201)
    })
  })

  describe('sessions', () => {
    const me = (token: string) => client(suite.server, token).get('/auth/me')

    it('refuses a token at once after a password change, a reset, a deletion or a block', async () => {
      const changed = await makeUser(suite.server.payload, 'changed', ['dashboard'])
      const changedToken = await tokenFor(suite.server, 'changed@example.com')
      await client(suite.server, changedToken).put('/auth/change-password', {
        current_password: PASSWORD,
        new_password: 'Fr3sh!Passw0rd',
        confirm_password: 'Fr3sh!Passw0rd',
      })
      expect((await me(changedToken)).status).toBe(401)

      await makeUser(suite.server.payload, 'resetme', ['dashboard'])
      const resetToken = await tokenFor(suite.server, 'resetme@example.com')
      await client(suite.server).post('/auth/recover-password', { email: 'resetme@example.com' })
      const [, id, token] = /\/reset-password\/(\w+)\/([0-9a-f]+)/.exec(
        (await waitForMailTo('resetme@example.com', (m) => m.text.includes('/reset-password/'))).text,
      )!
      expect(
        (await client(suite.server).put('/user/user-reset-password', { id, token, password: 'R3set!Passw0rd', confirm_password: 'R3set!Passw0rd' })).status,
      ).toBe(200)
      expect((await me(resetToken)).status).toBe(401)

      const deleted = await makeUser(suite.server.payload, 'deleted', ['dashboard'])
      const deletedToken = await tokenFor(suite.server, 'deleted@example.com')
      expect((await client(suite.server, suite.adminToken).delete(`/user/user/${deleted.id}/${deleted.uniqueKey}`)).status).toBe(200)
      expect((await me(deletedToken)).status).toBe(401)

      const blocked = await makeUser(suite.server.payload, 'blockme', ['dashboard'])
      const blockedToken = await tokenFor(suite.server, 'blockme@example.com')
      await client(suite.server, suite.adminToken).put(`/user/user-change-status/${blocked.id}/${blocked.uniqueKey}`, { status: 'blocked' })
      expect((await me(blockedToken)).status).toBe(401)
      expect(changed.id).toBeTruthy()
    })

    it('stops a route at once when it is taken from the user (permissions are read per request)', async () => {
      const user = await makeUser(suite.server.payload, 'reader', ['site_editor'])
      const token = await tokenFor(suite.server, 'reader@example.com')
      expect((await client(suite.server, token).get('/lead/leads')).status).toBe(200)
      await suite.server.payload.update({ collection: 'users', id: user.id, data: { access: ['dashboard'] }, ...sys })
      expect((await client(suite.server, token).get('/lead/leads')).status).toBe(403)
    })

    it('takes a reset link once, and not after it expires', async () => {
      await makeUser(suite.server.payload, 'expiry', ['dashboard'])
      await client(suite.server).post('/auth/recover-password', { email: 'expiry@example.com' })
      const [, id, token] = /\/reset-password\/(\w+)\/([0-9a-f]+)/.exec(
        (await waitForMailTo('expiry@example.com', (m) => m.text.includes('/reset-password/'))).text,
      )!
      await suite.server.payload.update({ collection: 'users', id: id!, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() }, ...sys })
      const expired = await client(suite.server).put('/user/user-reset-password', { id, token, password: 'R3set!Passw0rd', confirm_password: 'R3set!Passw0rd' })
      expect(expired.status).toBe(422)
      expect(expired.body.message).toBe('The reset link is invalid or has expired')
    })
  })

  describe('rate limits', () => {
    it('reads the limit from the environment and answers 429 with Retry-After at that count, on every limited form', async () => {
      const saved = process.env.RATE_LIMIT_MAX
      process.env.RATE_LIMIT_MAX = '3'
      const app = createApp({ payload: suite.server.payload })
      process.env.RATE_LIMIT_MAX = saved
      const listener = app.listen(0, '127.0.0.1')
      await new Promise((resolve) => listener.once('listening', resolve))
      const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api`
      const post = (path: string, body: unknown) =>
        fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      try {
        const forms: [string, unknown, number][] = [
          ['/contact/contact', { name: 'Ana', email: 'ana@example.com', telephone: '11999999999', company: 'ACME', subject: 'Oi', message: 'Olá' }, 3],
          ['/newsletter/subscribe', { email: 'news@example.com', name: 'News' }, 3],
          ['/auth/verification-code', { email: 'v@example.com' }, 3],
          ['/auth/recover-password', { email: 'r@example.com' }, 2], // half the limit
          ['/auth/credentials/token', { accessKey: 'ak_x', secretKey: 'sk_y' }, 3], // failures count
        ]
        for (const [path, body, allowed] of forms) {
          for (let i = 0; i < allowed; i++) expect((await post(path, body)).status, `${path} #${i + 1}`).not.toBe(429)
          const limited = await post(path, body)
          expect(limited.status, path).toBe(429)
          expect(Number(limited.headers.get('retry-after')), path).toBeGreaterThan(0)
          expect((await limited.json()).code).toBe('RATE_LIMITED')
        }
      } finally {
        listener.close()
      }
    })
  })
})

/** CRC-32 (PNG chunks), to forge a well-formed header. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

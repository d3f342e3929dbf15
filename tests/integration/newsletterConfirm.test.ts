import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lexicalToPlainText } from '../../lib/text/lexical'
import { translatorFor } from '../../locales/i18n'
import { confirmationToken } from '../../services/newsletter/confirmation'
import { seedDemoContent } from '../../services/seed'
import { client, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { waitForMailTo } from '../helpers/mailbox'

const sys = { overrideAccess: true } as const
const ADMIN = { email: 'optin-admin@example.com', password: 'Str0ng!Passw0rd' }

/**
 * Confirmation of sign-ups by e-mail (double opt-in): off by default (the spec's answers stay),
 * on from the newsletter settings; a pending sign-up receives nothing until the signed link of
 * its e-mail is used once; forged, expired, used or superseded links change nothing.
 */
describe('newsletter sign-ups confirmed by e-mail', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  const lead = async (email: string) =>
    (await server.payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 1, depth: 0, ...sys })).docs[0]!
  const linkIn = (raw: string) => /\/confirm-newsletter\/(\d+)\/([\d]+\.[A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r?\n/g, ''))!

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: ADMIN.email, adminPassword: ADMIN.password })
    staff = client(server, await tokenFor(server, ADMIN.email, ADMIN.password))
  }, 60_000)
  afterAll(async () => server?.close())

  it('is off by default: a sign-up is active at once, as the spec answers', async () => {
    expect((await staff.get('/newsletter/settings')).body.data).toEqual({ confirmByEmail: false, content: 'excerpt' })
    expect((await client(server).post('/newsletter/subscribe', { email: 'direto@example.com' })).status).toBe(201)
    expect((await lead('direto@example.com')).newsletterStatus).toBe('active')
  })

  it('when on, keeps a sign-up pending, e-mails a signed link in its language, and confirms it once', async () => {
    const saved = await staff.put('/newsletter/settings', { confirmByEmail: true, content: 'excerpt' })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toEqual({ confirmByEmail: true, content: 'excerpt' })
    expect((await client(server).get('/newsletter/settings')).status).toBe(401)

    const email = 'confirma@example.com'
    const reply = await client(server, undefined, 'fr').post('/newsletter/subscribe', { email })
    expect(reply.status).toBe(202)
    expect(reply.body.message).toBe(translatorFor('fr', 'api')('newsletterConfirmSent'))
    expect((await lead(email)).newsletterStatus).toBe('pending')

    const mail = await waitForMailTo(email, (m) => m.raw.includes('/confirm-newsletter/'))
    expect(mail.subject).toBe(translatorFor('fr', 'mail')('confirmSubject'))
    const [, id, token] = linkIn(mail.raw)
    expect(id).toBe(String((await lead(email)).id))

    // Tampered: another lead's id, a changed signature, a stretched expiry. Nothing changes.
    const [expires, signature] = token!.split('.')
    const otherId = String((await lead('direto@example.com')).id)
    for (const forged of [
      { id: otherId, token },
      { id, token: `${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}` },
      { id, token: `${Number(expires) + 86_400}.${signature}` },
    ]) {
      const refused = await client(server, undefined, 'es').post('/newsletter/confirm', forged)
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(translatorFor('es', 'api')('newsletterConfirmLinkInvalid'))
    }
    expect((await lead(email)).newsletterStatus).toBe('pending')

    const confirmed = await client(server).post('/newsletter/confirm', { id, token })
    expect(confirmed.status).toBe(200)
    expect((await lead(email)).newsletterStatus).toBe('active')
    const replay = await client(server).post('/newsletter/confirm', { id, token })
    expect(replay.status).toBe(409)
    expect((await lead(email)).newsletterStatus).toBe('active')
  })

  it('refuses an expired link and one made worthless by a later sign-up; an active subscriber stays active', async () => {
    const email = 'expira@example.com'
    expect((await client(server).post('/newsletter/subscribe', { email })).status).toBe(202)
    const pending = await lead(email)
    const expired = confirmationToken(server.payload, pending, Date.now() - 8 * 86_400_000)
    expect((await client(server).post('/newsletter/confirm', { id: String(pending.id), token: expired })).status).toBe(422)

    const first = confirmationToken(server.payload, pending)
    await new Promise((resolve) => setTimeout(resolve, 5)) // a later consent time
    expect((await client(server).post('/newsletter/subscribe', { email })).status).toBe(202)
    expect((await client(server).post('/newsletter/confirm', { id: String(pending.id), token: first })).status).toBe(422)
    expect((await lead(email)).newsletterStatus).toBe('pending')

    // Already subscribed: signing up again keeps the subscription, no new confirmation needed.
    expect((await client(server).post('/newsletter/subscribe', { email: 'direto@example.com' })).status).toBe(200)
    expect((await lead('direto@example.com')).newsletterStatus).toBe('active')
    // Staff cannot set "pending" by hand: a confirmation is the subscriber's to give.
    const direct = await lead('direto@example.com')
    expect((await staff.patch(`/lead/leads/${direct.id}/newsletter`, { status: 'pending' })).status).toBe(400)
  })

  it('refuses malformed confirmations with the contract error', async () => {
    for (const body of [{}, { id: 'x', token: 'y' }, { id: '1', token: '1.short' }, { id: '1', token: `1.${'a'.repeat(43)}`, extra: true }]) {
      const res = await client(server).post('/newsletter/confirm', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toBe(true)
    }
    await staff.put('/newsletter/settings', { confirmByEmail: false, content: 'excerpt' })
    expect((await staff.put('/newsletter/settings', { confirmByEmail: 'yes', content: 'excerpt' })).status).toBe(400)
    expect((await staff.put('/newsletter/settings', { confirmByEmail: false, content: 'all' })).status).toBe(400)
  })

  it('carries the whole article when the setting says so, the excerpt and a link otherwise', async () => {
    // In English, the preview's language: the article's English text (the demo translates it).
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, depth: 0, locale: 'en', ...sys })
    const article = docs[0]!
    const body = lexicalToPlainText(article.content).split('\n').filter(Boolean)
    const last = body.at(-1)!
    const preview = async () => (await staff.get(`/newsletter/preview?article=${article.id}&language=en`)).body.data as { html: string; text: string }
    expect((await preview()).text).not.toContain(last)
    await staff.put('/newsletter/settings', { confirmByEmail: false, content: 'full' })
    try {
      const full = await preview()
      for (const paragraph of [body[0]!, last]) expect(full.text.replace(/\s+/g, ' ')).toContain(paragraph.replace(/\s+/g, ' '))
    } finally {
      await staff.put('/newsletter/settings', { confirmByEmail: false, content: 'excerpt' })
    }
  })
})

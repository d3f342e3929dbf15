// On every database: batched claims of recipients.
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishScheduledArticles } from '../../services/jobs/publishScheduledArticles'
import type { Language } from '../../domain/languages'
import { translatorFor } from '../../locales/i18n'
import { newslettersSettled, sendNewslettersSoon } from '../../services/newsletter/worker'
import { seedDemoContent } from '../../services/seed'
import { client, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink'

const sys = { overrideAccess: true } as const
const ADMIN = { email: 'send-admin@example.com', password: 'Str0ng!Passw0rd' }
const LANGS: Language[] = ['pt-BR', 'en', 'es', 'fr', 'ht']

/**
 * Sending an article to the subscribers through a real SMTP server on loopback: each active
 * subscriber once, in their language, with their own links; never a blacklisted or departed
 * one; a refusal recorded with the server's answer; a server that is away makes the send wait
 * and resume; a send cut short resumes without sending anyone twice.
 */
describe('newsletter sends through SMTP', () => {
  let server: TestServer
  let smtp: SmtpSink
  let staff: ReturnType<typeof client>
  let articles: { id: number; title: string }[]

  const subscribe = async (email: string, consentLanguage: Language, extra: Record<string, unknown> = {}) =>
    server.payload.create({
      collection: 'leads',
      data: { email, module: 'newsletter', status: 'active', classification: 'none', newsletterStatus: 'active', consentLanguage, ...extra },
      ...sys,
    })
  const run = async () => {
    await sendNewslettersSoon(server.payload)
    await newslettersSettled(server.payload)
  }
  /** A send stored as the API stores one, without waking the worker (so a test can set the scene first). */
  const storedSend = async (article: number) =>
    (
      await server.payload.create({
        collection: 'newsletter-sends',
        data: { article, status: 'sending', position: 0, sent: 0, failed: 0, skipped: 0, attempts: 0 },
        ...sys,
      })
    ).id
  const to = (email: string) => smtp.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(email)))

  beforeAll(async () => {
    smtp = await startSmtpSink()
    server = await startTestServer({ env: { SMTP_URL: smtp.url } })
    await seedDemoContent(server.payload, { adminEmail: ADMIN.email, adminPassword: ADMIN.password })
    staff = client(server, await tokenFor(server, ADMIN.email, ADMIN.password))
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 4, depth: 0, ...sys })
    articles = docs.map((d) => ({ id: d.id, title: d.title }))
    for (let i = 0; i < 10; i++) await subscribe(`reader${i}@example.com`, LANGS[i % LANGS.length]!)
    await subscribe('blocked@example.com', 'en', { status: 'blackListed' })
    await subscribe('left@example.com', 'en', { newsletterStatus: 'cancelled' })
    await subscribe('bounce@example.com', 'fr')
    smtp.refuse.add('bounce@example.com')
  }, 90_000)
  afterAll(async () => {
    await server?.close()
    await smtp?.stop()
  })

  it('sends each active subscriber one message in their language, and records the refusal', async () => {
    const article = articles[0]!
    const started = await staff.post('/newsletter/sends', { article: article.id })
    expect(started.status).toBe(201)
    expect(started.body.data).toMatchObject({ article: { id: article.id, title: article.title }, status: 'sending' })
    await run()

    for (let i = 0; i < 10; i++) {
      const mails = to(`reader${i}@example.com`)
      expect(mails, `reader${i}`).toHaveLength(1)
      const mail = mails[0]!
      const language = LANGS[i % LANGS.length]!
      // The article in the subscriber's language (the demo translates it; pt-BR where it does not).
      const own = await server.payload.findByID({ collection: 'articles', id: article.id, locale: language, depth: 0, ...sys })
      expect(mail.subject).toBe(own.title)
      expect(mail.html).toContain(`lang="${language}"`)
      expect(mail.html).toContain(translatorFor(language, 'mail')('readArticle'))
      expect(mail.text).toContain(own.title)
      const lead = (await server.payload.find({ collection: 'leads', where: { email: { equals: `reader${i}@example.com` } }, limit: 1, ...sys })).docs[0]!
      const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line
      expect(header('list-unsubscribe')).toMatch(new RegExp(`<https?://[^>]+/api/newsletter/one-click/${lead.uniqueKey}/${lead.id}>`))
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      expect(mail.html).toContain(`/unsubscribe-newsletter/${lead.uniqueKey}/${lead.id}`)
    }
    expect(to('blocked@example.com')).toHaveLength(0)
    expect(to('left@example.com')).toHaveLength(0)
    expect(to('bounce@example.com')).toHaveLength(0)

    const detail = await staff.get(`/newsletter/sends/${started.body.data.id}`)
    expect(detail.body.data).toMatchObject({ status: 'done', sent: 10, failed: 1, skipped: 0 })
    expect(detail.body.data.failures).toEqual([{ email: 'bounce@example.com', response: expect.stringContaining('550'), at: expect.any(String) }])
    expect((await staff.get('/newsletter/sends')).body.data[0]).toMatchObject({ id: started.body.data.id, status: 'done', sent: 10 })
    // The 550 was a hard bounce: past NEWSLETTER_BOUNCE_LIMIT (1 by default) the subscriber is bounced, and no later send tries it.
    const bounced = (await server.payload.find({ collection: 'leads', where: { email: { equals: 'bounce@example.com' } }, limit: 1, ...sys })).docs[0]!
    // The activity log names the mail server as the one that bounced it (issue #42, item 8).
    const bounceLog = await staff.get('/auth/activity?action=lead.bounced&limit=5')
    expect(bounceLog.status).toBe(200)
    expect(bounceLog.body.data).toContainEqual(
      expect.objectContaining({
        channel: 'system',
        actor: { kind: 'system', id: null, name: 'mail server' },
        target: expect.objectContaining({ kind: 'lead', id: String(bounced.id), label: 'bounce@example.com' }),
      }),
    )
    expect(bounced).toMatchObject({ newsletterStatus: 'bounced', newsletterBounces: 1 })
  })

  it('sends an article once unless staff ask again; refuses drafts and unknown articles', async () => {
    expect((await staff.post('/newsletter/sends', { article: articles[0]!.id })).status).toBe(409)
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, limit: 1, ...sys })
    expect((await staff.post('/newsletter/sends', { article: docs[0]!.id })).status).toBe(400)
    expect((await staff.post('/newsletter/sends', { article: 999999 })).status).toBe(404)
    expect((await client(server).post('/newsletter/sends', { article: articles[0]!.id })).status).toBe(401)
    const again = await staff.post('/newsletter/sends', { article: articles[0]!.id, again: true })
    expect(again.status).toBe(201)
    await staff.patch(`/newsletter/sends/${again.body.data.id}`, { action: 'cancel' })
  })

  it('waits while the SMTP server is away, sends nobody twice, and resumes by itself', async () => {
    const before = smtp.messages.length
    await smtp.stop()
    const started = await staff.post('/newsletter/sends', { article: articles[1]!.id })
    await run()
    const waiting = (await staff.get(`/newsletter/sends/${started.body.data.id}`)).body.data
    expect(waiting).toMatchObject({ status: 'waiting', sent: 0 })
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(new Date(waiting.retryAt).getTime()).toBeGreaterThan(Date.now())

    await smtp.start()
    // Time passes: the retry is due (the worker checks every few seconds in the running server).
    await server.payload.update({
      collection: 'newsletter-sends',
      id: started.body.data.id,
      data: { retryAt: new Date(Date.now() - 1000).toISOString() },
      ...sys,
    })
    await run()
    expect((await staff.get(`/newsletter/sends/${started.body.data.id}`)).body.data).toMatchObject({ status: 'done', sent: 10, failed: 0 }) // the bounced address is not tried
    expect(smtp.messages.length - before).toBe(10)
  })

  it('never writes to a subscriber who left while the send was running, and a send cut short resumes without repeats', async () => {
    const article = articles[2]!
    const sendId = await storedSend(article.id)
    // As a crash would leave it: three subscribers already handled, the position not yet saved.
    const leads = (await server.payload.find({ collection: 'leads', where: { email: { like: 'reader' } }, sort: 'id', limit: 3, ...sys })).docs
    for (const lead of leads) {
      await server.payload.create({
        collection: 'newsletter-deliveries',
        data: { send: sendId, lead: lead.id, email: lead.email, language: 'pt-BR', status: 'sent' },
        ...sys,
      })
    }
    const departing = (await server.payload.find({ collection: 'leads', where: { email: { equals: 'reader9@example.com' } }, limit: 1, ...sys })).docs[0]!
    expect((await client(server).post('/newsletter/unsubscribe', { id: departing.id, unique_key: departing.uniqueKey })).status).toBe(200)
    await run()
    const mine = smtp.messages.filter((m) => m.subject === article.title)
    const recipients = mine.flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).map((a) => a?.text ?? ''))
    expect(new Set(recipients).size).toBe(recipients.length) // nobody twice
    for (const lead of leads) expect(recipients.join(' ')).not.toContain(lead.email) // handled before the "crash"
    expect(recipients.join(' ')).not.toContain('reader9@example.com')
    expect(recipients).toHaveLength(10 - 3 - 1)
    expect((await staff.get(`/newsletter/sends/${sendId}`)).body.data).toMatchObject({ status: 'done', sent: 3 + 6, failed: 0 })
  })

  it('pauses, resumes and cancels on request, and refuses an action that does not fit the state', async () => {
    const id = await storedSend(articles[3]!.id)
    expect((await staff.patch(`/newsletter/sends/${id}`, { action: 'pause' })).body.data.status).toBe('paused')
    await run()
    expect((await staff.get(`/newsletter/sends/${id}`)).body.data).toMatchObject({ status: 'paused', sent: 0 })
    expect((await staff.patch(`/newsletter/sends/${id}`, { action: 'pause' })).status).toBe(409)
    expect((await staff.patch(`/newsletter/sends/${id}`, { action: 'stop' })).status).toBe(400)
    expect((await staff.patch(`/newsletter/sends/${id}`, { action: 'cancel' })).body.data.status).toBe('cancelled')
    await run()
    expect((await staff.get(`/newsletter/sends/${id}`)).body.data).toMatchObject({ status: 'cancelled', sent: 0 })
  })

  it('sends an article saved with "send to subscribers" when it goes live, by the scheduler too, and once', async () => {
    const model = await server.payload.findByID({ collection: 'articles', id: articles[0]!.id, depth: 0, ...sys })
    const body = (title: string) => ({
      title,
      content: model.content,
      image: typeof model.image === 'object' ? model.image.id : model.image,
      categories: model.categories.map((c) => (typeof c === 'object' ? c.id : c)),
    })
    const sendsOf = async (article: number) =>
      (await server.payload.count({ collection: 'newsletter-sends', where: { article: { equals: article } }, ...sys })).totalDocs

    // Scheduled with the flag: nothing until the scheduler publishes it, then one send to every reader.
    const inAMinute = new Date(Date.now() + 60_000).toISOString()
    const scheduled = await staff.post('/article/articles', {
      ...body('Agendado com envio'),
      status: 'scheduled',
      publishedAt: inAMinute,
      sendToSubscribers: true,
    })
    expect(scheduled.status).toBe(201)
    expect(scheduled.body.data.sendToSubscribers).toBe(true)
    const id = scheduled.body.data.id as number
    expect(await sendsOf(id)).toBe(0)
    await server.payload.update({ collection: 'articles', id, data: { publishedAt: new Date(Date.now() - 1_000).toISOString() }, ...sys })
    const req = await createLocalReq({}, server.payload)
    await (publishScheduledArticles.handler as (args: { req: typeof req }) => Promise<unknown>)({ req })
    expect((await server.payload.findByID({ collection: 'articles', id, depth: 0, ...sys })).status).toBe('published')
    expect(await sendsOf(id)).toBe(1)
    // The activity log says the schedule published it (issue #42, item 8).
    const published = await staff.get('/auth/activity?action=article.published&limit=5')
    expect(published.body.data).toContainEqual(
      expect.objectContaining({
        channel: 'scheduler',
        actor: { kind: 'system', id: null, name: 'schedule' },
        target: expect.objectContaining({ kind: 'article', id: String(id), label: 'Agendado com envio' }),
        changes: expect.arrayContaining([{ field: 'status', from: 'scheduled', to: 'published' }]),
      }),
    )
    await run()
    const { docs: readers } = await server.payload.find({
      collection: 'leads',
      where: { and: [{ email: { like: 'reader' } }, { newsletterStatus: { equals: 'active' } }, { status: { equals: 'active' } }] },
      limit: 20,
      depth: 0,
      ...sys,
    })
    expect(readers.length).toBeGreaterThan(3) // the earlier tests sent some readers away
    for (const reader of readers)
      expect(
        to(reader.email).filter((m) => m.subject === 'Agendado com envio'),
        reader.email,
      ).toHaveLength(1)

    // Unpublished and published again: it went out already, nothing is sent twice.
    expect((await staff.patch(`/article/articles/${id}/status`, { action: 'unpublish' })).status).toBe(200)
    expect((await staff.patch(`/article/articles/${id}/status`, { action: 'publish' })).status).toBe(200)
    await run()
    expect(await sendsOf(id)).toBe(1)
    expect(to(readers[0]!.email).filter((m) => m.subject === 'Agendado com envio')).toHaveLength(1)

    // Published now without the flag: no send.
    const quiet = await staff.post('/article/articles', { ...body('Publicado sem envio'), status: 'published' })
    expect(quiet.status).toBe(201)
    expect(quiet.body.data.sendToSubscribers).toBe(false)
    expect(await sendsOf(quiet.body.data.id)).toBe(0)
    expect((await staff.post('/article/articles', { ...body('Flag errada'), sendToSubscribers: 'yes' })).status).toBe(400)
  })

  it('counts bounces a mail provider reports later, marks the subscriber bounced at the limit, and a new subscription starts afresh', async () => {
    const reader = await subscribe('later@example.com', 'es')
    expect(reader.newsletterStatus).toBe('active')
    const reported = await staff.post('/newsletter/bounces', { email: 'Later@Example.com' })
    expect(reported.status).toBe(200)
    expect(reported.body.data).toEqual({ outcome: 'bounced' })
    expect(await server.payload.findByID({ collection: 'leads', id: reader.id, ...sys })).toMatchObject({ newsletterStatus: 'bounced', newsletterBounces: 1 })
    const listed = await staff.get('/lead/leads?email=later@example.com&limit=5')
    expect(listed.body.data[0].newsletterStatus).toBe('bounced') // Leads shows it
    expect((await staff.post('/newsletter/bounces', { email: 'nobody@example.com' })).body.data).toEqual({ outcome: 'unknown' })
    expect((await staff.post('/newsletter/bounces', { email: 'not an address' })).status).toBe(400)
    expect((await client(server).post('/newsletter/bounces', { email: 'reader1@example.com' })).status).toBe(401)

    // Staff subscribe it again: active, with its count cleared, and the next send reaches it.
    await server.payload.update({ collection: 'leads', id: reader.id, data: { newsletterStatus: 'active' }, ...sys })
    expect((await server.payload.findByID({ collection: 'leads', id: reader.id, ...sys })).newsletterBounces).toBe(0)
  })
})

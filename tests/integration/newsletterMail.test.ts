import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/languages'
import { translatorFor } from '../../locales/i18n'
import { newsletterMessage } from '../../services/newsletter/message'
import { seedDemoContent } from '../../services/seed'
import { client, tokenFor } from '../helpers/api'
import { localizedPath } from '../../lib/site/localizedPath'
import { startTestServer, type TestServer } from '../helpers/boot'
import { waitForMailTo } from '../helpers/mailbox'

const sys = { overrideAccess: true } as const
const ADMIN = { email: 'news-admin@example.com', password: 'Str0ng!Passw0rd' }

/**
 * The newsletter e-mail (React Email, the brand's tokens): a preview in each of the five
 * languages, a test send to oneself with both parts and RFC 8058's headers, and the one-click
 * unsubscribe those headers point to; the account e-mails share the templates.
 */
describe('the newsletter e-mail and one-click unsubscribe', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  let published: { id: number; title: string; slug: string; image: { url: string } }
  let draftId: number

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: ADMIN.email, adminPassword: ADMIN.password })
    staff = client(server, await tokenFor(server, ADMIN.email, ADMIN.password))
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, depth: 1, ...sys })
    published = docs[0] as unknown as typeof published
    const drafts = await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, limit: 1, depth: 0, ...sys })
    draftId = drafts.docs[0]!.id
  }, 60_000)
  afterAll(async () => server?.close())

  it('previews the e-mail in each language: labels and the article in that language, absolute addresses, both parts', async () => {
    for (const language of LANGUAGES) {
      // The demo translates this article into every language: its own title and address in each.
      const own = await server.payload.findByID({ collection: 'articles', id: published.id, locale: language, depth: 0, ...sys })
      const address = localizedPath(`/post/${own.slug}/${published.id}`, language)
      const res = await staff.get(`/newsletter/preview?article=${published.id}&language=${language}`)
      expect(res.status, language).toBe(200)
      const { subject, html, text } = res.body.data as { subject: string; html: string; text: string }
      const t = translatorFor(language, 'mail')
      expect(subject).toBe(own.title)
      expect(own.title === published.title).toBe(language === 'pt-BR')
      expect(html).toContain(`lang="${language}"`)
      expect(html).toContain(t('readArticle'))
      expect(text).toContain(t('readArticle'))
      expect(text).toContain(address)
      expect(html).toMatch(new RegExp(`href="https?://[^"]+${address.replace('?', '\\?')}"`))
      expect(html).toMatch(/src="https?:\/\/[^"]+\/cms-api\/media\/file\/[^"]+"/) // the cover, absolute
      expect(html).not.toMatch(/src="\/[^/]/) // no path a mail client could not resolve
    }
  })

  it('previews and tests a draft for staff, before it is published (issue #30); an integrator previews published articles only', async () => {
    const draft = await staff.get(`/newsletter/preview?article=${draftId}`)
    expect(draft.status).toBe(200)
    const stored = await server.payload.findByID({ collection: 'articles', id: draftId, depth: 0, ...sys })
    expect(draft.body.data.subject).toBe(stored.title)
    expect((await staff.post('/newsletter/test', { article: draftId, language: 'pt-BR' })).status).toBe(202)
    const mail = await waitForMailTo(ADMIN.email, (m) => m.subject.includes(`[TEST] ${stored.title}`))
    expect((await simpleParser(mail.raw)).html).toContain(stored.title)

    const credential = await staff.post('/auth/credentials/create-credentials-external-token', {
      description: 'Newsletter',
      products: ['newsletter'],
      expiresAt: null,
    })
    const { accessKey, secretKey } = credential.body.data
    const integrator = client(server, (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token)
    const refused = await integrator.get(`/newsletter/preview?article=${draftId}`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: true, code: 'VALIDATION', errors: [{ field: 'article', message: 'The article must be published' }] })
    expect((await integrator.get(`/newsletter/preview?article=${published.id}`)).status).toBe(200)
  })

  it('refuses to preview an unknown article, with the contract error', async () => {
    expect((await staff.get('/newsletter/preview?article=999999')).status).toBe(404)
    expect((await staff.get(`/newsletter/preview?article=${published.id}&language=de`)).status).toBe(400)
    expect((await client(server).get(`/newsletter/preview?article=${published.id}`)).status).toBe(401)
  })

  it('sends a test to the caller alone: HTML and text parts, List-Unsubscribe headers, in the language asked', async () => {
    const res = await staff.post('/newsletter/test', { article: published.id, language: 'es' })
    expect(res.status).toBe(202)
    const inSpanish = await server.payload.findByID({ collection: 'articles', id: published.id, locale: 'es', depth: 0, ...sys })
    const mail = await waitForMailTo(ADMIN.email, (m) => m.subject.includes(`[TEST] ${inSpanish.title}`))
    const parsed = await simpleParser(mail.raw)
    expect(parsed.subject).toBe(`[TEST] ${inSpanish.title}`)
    // From the company, by name (Settings > Company), not a fixed "Site".
    const company = await server.payload.findGlobal({ slug: 'company', ...sys })
    expect(company.name).toBeTruthy()
    expect(parsed.from?.value[0]?.name).toBe(company.name)
    expect(parsed.html).toContain('Leer el artículo')
    expect(parsed.text).toContain(inSpanish.title)
    // Staff are no subscribers: the test points at the unsubscribe page, with no one-click to post.
    const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/unsubscribe-newsletter>$/)
    expect(header('list-unsubscribe-post')).toBeUndefined()
  })

  it("gives each subscriber their own links and RFC 8058's one-click headers", async () => {
    const lead = { id: 41, email: 'ana@example.com', uniqueKey: '7d1c7f0e-8e2a-4d5b-9c1e-2b3a4c5d6e7f' }
    const article = await server.payload.findByID({ collection: 'articles', id: published.id, depth: 1, ...sys })
    const message = await newsletterMessage(server.payload, article, lead, 'ht')
    expect(message.to).toBe(lead.email)
    expect(message.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(new RegExp(`^<https?://[^>]+/api/newsletter/one-click/${lead.uniqueKey}/41>$`)),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(message.html).toMatch(new RegExp(`href="https?://[^"]+/unsubscribe-newsletter/${lead.uniqueKey}/41"`))
    expect(message.text).toContain(`/unsubscribe-newsletter/${lead.uniqueKey}/41`)
    expect(message.html).toContain('Li atik la')
  })

  it('one-click: the mail client posts the form, the lead is cancelled with the reason "one-click"; a wrong key changes nothing', async () => {
    expect((await client(server).post('/newsletter/subscribe', { email: 'one-click@example.com', consentVersion: undefined })).status).toBe(201)
    const { docs } = await server.payload.find({ collection: 'leads', where: { email: { equals: 'one-click@example.com' } }, limit: 1, ...sys })
    const lead = docs[0]!
    const post = (key: string, body = 'List-Unsubscribe=One-Click') =>
      fetch(`${server.url}/api/newsletter/one-click/${key}/${lead.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })

    const forged = await post('00000000-0000-4000-8000-000000000000')
    expect(forged.status).toBe(404)
    expect((await post(lead.uniqueKey!, 'List-Unsubscribe=Something')).status).toBe(400)
    expect((await server.payload.findByID({ collection: 'leads', id: lead.id, ...sys })).newsletterStatus).toBe('active')

    const done = await post(lead.uniqueKey!)
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ data: null })
    const after = await server.payload.findByID({ collection: 'leads', id: lead.id, ...sys })
    expect(after).toMatchObject({ newsletterStatus: 'cancelled', newsletterCancelReason: 'one-click' })
    expect((await post(lead.uniqueKey!)).status).toBe(200) // a client that posts twice is answered the same
  })

  it('builds the account e-mails from the same templates: a reset link in the language it was asked in, in both parts', async () => {
    expect((await client(server, undefined, 'fr').post('/auth/recover-password', { email: ADMIN.email })).status).toBe(200)
    const mail = await waitForMailTo(ADMIN.email, (m) => m.raw.includes('/reset-password/'))
    const parsed = await simpleParser(mail.raw)
    expect(parsed.subject).toBe('Réinitialisez votre mot de passe')
    expect(parsed.html).toMatch(/href="https?:\/\/[^"]+\/reset-password\/\d+\/[0-9a-f]+"/)
    expect(parsed.text).toMatch(/\/reset-password\/\d+\/[0-9a-f]+/)
    expect(parsed.html).toContain('lang="fr"')
  })
})

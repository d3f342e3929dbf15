// Once, on SQLite: it looks at the adapter's session list; the kept answers are the gateway's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedAnswerCounts } from '../../gateway/http/storedAnswers'
import { onContentChange, type Change } from '../../lib/cache/contentChanges'
import { seedDemoContent } from '../../services/seed'
import { inTransaction } from '../../services/transaction'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const
const LIST = '/article/public-articles?page=1&limit=5'
const LEADS = '/lead/leads?page=1&limit=10'

/** The headers that describe the answer (the date and the connection belong to one response). */
const answerHeaders = (headers: Headers) => [...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))

/**
 * Issue #31: the public list and an integrator's list are kept after their first answer and
 * served ahead of Express (gateway/http/storedAnswers.ts). What must hold: the kept answer is
 * byte for byte the gateway's, a change of what it shows drops it at once, and every caller is
 * still admitted on every call exactly as the gateway admits it.
 */
describe('kept answers of the hottest reads', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: 'a@example.com', adminPassword: 'Str0ng!Passw0rd' })
    await makeUser(server.payload, 'sec', ['settings', 'site_editor'])
    admin = client(server, await tokenFor(server, 'sec@example.com'))
  })
  afterAll(async () => server?.close())

  it('answers the public list from the kept answer, the same bytes and headers, until an article changes', async () => {
    const anonymous = client(server)
    const first = await anonymous.get(LIST)
    const before = storedAnswerCounts().hits
    const second = await anonymous.get(LIST)
    expect(storedAnswerCounts().hits).toBe(before + 1)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(first.headers))

    const newest = first.body.data[0]
    await server.payload.update({ collection: 'articles', id: newest.id, data: { title: 'Título novo da lista guardada' }, ...sys })
    const after = await anonymous.get(LIST)
    expect(after.body.data[0].title).toBe('Título novo da lista guardada')
  })

  it('keeps each language apart', async () => {
    const portuguese = await client(server).get(LIST)
    const english = await client(server, undefined, 'en').get(LIST)
    await client(server, undefined, 'en').get(LIST)
    expect(portuguese.headers.get('content-language')).toBe('pt-BR')
    expect(english.headers.get('content-language')).toBe('en')
    expect((await client(server).get(LIST)).headers.get('content-language')).toBe('pt-BR')
  })

  it('keeps an answer sent over HTTPS (with HSTS) apart from one sent over plain HTTP', async () => {
    const overHttps = await client(server).get(LIST, { 'x-forwarded-proto': 'https' })
    await client(server).get(LIST, { 'x-forwarded-proto': 'https' })
    expect(overHttps.headers.get('strict-transport-security')).toContain('max-age=')
    expect((await client(server).get(LIST)).headers.get('strict-transport-security')).toBeNull()
    expect((await client(server).get(LIST)).headers.get('strict-transport-security')).toBeNull()
  })

  it('never serves a kept public answer to a request with credentials the gateway refuses', async () => {
    await client(server).get(LIST)
    const refused = await client(server, 'not-a-token').get(LIST)
    expect(refused.status).toBe(401)
    expect(refused.body.code).toBe('UNAUTHORIZED')
  })

  it('admits an integrator on every call and shows a new lead on the next one', async () => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'ERP', products: ['leads'], expiresAt: null })
    const { id, accessKey, secretKey } = created.body.data
    const token = (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token
    const integrator = client(server, token)

    const first = await integrator.get(LEADS)
    const before = storedAnswerCounts().hits
    expect((await integrator.get(LEADS)).body).toEqual(first.body)
    expect(storedAnswerCounts().hits).toBe(before + 1)

    expect((await client(server).post('/newsletter/subscribe', { email: 'nova@example.com', name: 'Nova Pessoa' })).status).toBe(201)
    const after = await integrator.get(LEADS)
    expect(after.body.meta.total).toBe(first.body.meta.total + 1)
    expect(after.body.data[0].email).toBe('nova@example.com')

    // Narrowed, then deleted: the kept answer is never a way around either.
    await admin.put(`/auth/credentials/${id}/update-credentials-external-token`, { description: 'ERP', products: ['newsletter'], expiresAt: null })
    const narrowed = await integrator.get(LEADS)
    expect(narrowed.status).toBe(403)
    expect(narrowed.body.code).toBe('FORBIDDEN')
    // Again, now that the narrowed credential is kept and the token known: decided without a promise, same refusal.
    expect((await integrator.get(LEADS)).status).toBe(403)
    await admin.put(`/auth/credentials/${id}/update-credentials-external-token`, { description: 'ERP', products: ['leads'], expiresAt: null })
    expect((await integrator.get(LEADS)).status).toBe(200)
    await admin.delete(`/auth/credentials/${id}`)
    expect((await integrator.get(LEADS)).status).toBe(401)
    expect((await integrator.get(LEADS)).status).toBe(401)
  })

  it("keeps an integrator's messages, articles and subscribers lists too, each dropped by what it shows (issue #46, item 2)", async () => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'CRM',
      products: ['messages', 'articles', 'newsletter'],
      expiresAt: null,
    })
    const { accessKey, secretKey } = created.body.data
    const integrator = client(server, (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token)
    const kept = async (path: string) => {
      const first = await integrator.get(path)
      expect(first.status, path).toBe(200)
      const before = storedAnswerCounts().hits
      expect((await integrator.get(path)).body, path).toEqual(first.body)
      expect(storedAnswerCounts().hits, path).toBe(before + 1)
      return first.body
    }

    const MESSAGES = '/message/messages-list?tab=all&page=1&limit=10'
    const messages = await kept(MESSAGES)
    const contact = { name: 'Joana Lima', company: 'Padaria Lima', email: 'joana@padaria.com.br', telephone: '(11) 98765-4321', subject: 'Orçamento' }
    expect((await client(server).post('/contact/contact', { ...contact, message: 'Gostaria de uma demonstração.' })).status).toBe(201)
    const withNew = await integrator.get(MESSAGES)
    expect(withNew.body.counts.all).toBe(messages.counts.all + 1)
    expect(withNew.body.data[0].subject).toBe('Orçamento')
    await integrator.get(MESSAGES)
    expect((await admin.patch(`/message/messages/${withNew.body.data[0].id}/read`, { read: true })).status).toBe(200)
    expect((await integrator.get(MESSAGES)).body.data[0].read).toBe(true)

    const ARTICLES = '/article/articles?page=1&limit=5'
    const articles = await kept(ARTICLES)
    await server.payload.update({ collection: 'articles', id: articles.data[0].id, data: { title: 'Título novo para o integrador' }, ...sys })
    expect((await integrator.get(ARTICLES)).body.data[0].title).toBe('Título novo para o integrador')

    const SUBSCRIBERS = '/newsletter/subscribers?page=1&limit=10'
    const subscribers = await kept(SUBSCRIBERS)
    expect((await client(server).post('/newsletter/subscribe', { email: 'assinante@example.com', name: 'Assinante Novo' })).status).toBe(201)
    expect((await integrator.get(SUBSCRIBERS)).body.meta.total).toBe(subscribers.meta.total + 1)
  })

  it('a staff caller is answered by the gateway, with the same list', async () => {
    const before = storedAnswerCounts().hits
    const staff = await admin.get(LEADS)
    expect(staff.status).toBe(200)
    expect(storedAnswerCounts().hits).toBe(before)
  })

  it('announces a change again once its transaction has ended, so a read in between is not kept', async () => {
    const sessions = () => (server.payload.db as unknown as { sessions?: Record<string, unknown> }).sessions ?? {}
    let transaction = ''
    const heard: { tags: Change; open: boolean }[] = []
    const stop = onContentChange((tags) => heard.push({ tags, open: transaction !== '' && transaction in sessions() }))
    try {
      await inTransaction(server.payload, null, async (req) => {
        transaction = String(await req.transactionID)
        await server.payload.create({ collection: 'leads', data: { email: 'transacao@example.com', status: 'active' } as never, req, ...sys })
      })
    } finally {
      stop()
    }
    expect(transaction).not.toBe('')
    const leads = heard.filter((h) => h.tags !== 'all' && h.tags.includes('leads'))
    // Once from the hook, inside the open transaction; once more after it committed.
    expect(leads.map((h) => h.open)).toEqual([true, false])
  })
})

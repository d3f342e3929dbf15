// On every database: unique constraints under racing requests.
import { afterAll, describe, expect, it } from 'vitest'
import { client, lexical, makeImage } from '../helpers/api'
import { adminServerForSuite, startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const

/**
 * Issue #47, item 4: a POST retried with the same Idempotency-Key and the same request answers
 * the first answer again without doing the work twice; the same key with another request is
 * refused (422); the answer is in the database, so another instance (or the same one restarted)
 * replays it; a key belongs to its caller.
 */
describe('Idempotency-Key', () => {
  const suite = adminServerForSuite()
  let second: TestServer | null = null
  afterAll(async () => second?.close())

  const count = async (name: string) => (await suite.server.payload.count({ collection: 'categories', where: { name: { equals: name } }, ...sys })).totalDocs

  it('answers a retry with the first answer, work done once, and refuses the key with another body', async () => {
    const admin = client(suite.server, suite.adminToken, 'en')
    const key = { 'idempotency-key': 'b7f3c9e2-5a41-4c0e-9d7a-1f2e3d4c5b6a' }
    const body = { name: 'Logística', description: 'Prazos, estoque e entregas.' }
    const first = await admin.post('/category/categories', body, key)
    expect(first.status).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    // The same request written another way (keys in another order) is the same request.
    const retry = await admin.post('/category/categories', { description: body.description, name: body.name }, key)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body).toEqual(first.body)
    expect(await count('Logística')).toBe(1)

    const other = await admin.post('/category/categories', { name: 'Outra categoria', description: 'Outro pedido.' }, key)
    expect(other.status).toBe(422)
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('used with another request') })
    expect(await count('Outra categoria')).toBe(0)

    // Without a key, the same request is a new one (and the name is taken).
    expect((await admin.post('/category/categories', body)).status).toBe(409)
  })

  it('keeps a long answer (past the 40,000 characters Payload checks by default) and replays it', async () => {
    const admin = client(suite.server, suite.adminToken, 'en')
    const key = { 'idempotency-key': 'long-answer-1' }
    // An SEO snippet's head and body are 20,000 characters each: the answer holds both, sealed past 50,000.
    const body = { name: 'Verificação longa', head: '<!-- h -->'.repeat(2_000), body: '<!-- b -->'.repeat(2_000), active: false }
    const first = await admin.post('/seo/seo', body, key)
    expect(first.status).toBe(201)
    const retry = await admin.post('/seo/seo', body, key)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body).toEqual(first.body)
    expect((await suite.server.payload.count({ collection: 'seo-snippets', where: { name: { equals: body.name } }, ...sys })).totalDocs).toBe(1)
  })

  it("keeps a refusal as the key's answer, refuses a malformed key, and binds a key to its caller", async () => {
    const admin = client(suite.server, suite.adminToken, 'pt-BR')
    // The work's own refusal (a name taken) is the key's answer, even once the name is free again.
    const taken = { name: 'Logística', description: 'De novo.' }
    const refused = await admin.post('/category/categories', taken, { 'idempotency-key': 'nome-tomado-1' })
    expect(refused.status).toBe(409)
    await suite.server.payload.delete({ collection: 'categories', where: { name: { equals: 'Logística' } }, ...sys })
    const again = await admin.post('/category/categories', taken, { 'idempotency-key': 'nome-tomado-1' })
    expect(again.status).toBe(409)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body).toEqual(refused.body)
    // A request the contract refuses before any work is not a use of the key.
    expect((await admin.post('/category/categories', { description: 'Sem nome' }, { 'idempotency-key': 'sem-nome-1' })).status).toBe(400)
    const malformed = await admin.post(
      '/category/categories',
      { name: 'Chave ruim', description: 'Chave longa demais.' },
      { 'idempotency-key': 'x'.repeat(256) },
    )
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })])
    expect(await count('Chave ruim')).toBe(0)

    // An integrator using the admin's key makes their own first request.
    const credential = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'Loja', products: ['articles'], expiresAt: null })
    const token = (
      await client(suite.server).post('/auth/credentials/token', { accessKey: credential.body.data.accessKey, secretKey: credential.body.data.secretKey })
    ).body.data.token
    const integrator = client(suite.server, token, 'en')
    const category = (await admin.post('/category/categories', { name: 'Varejo', description: 'Lojas.' })).body.data.id
    const image = (await makeImage(suite.server.payload)).id
    const article = { title: 'Pedido repetido', content: lexical('Enviado duas vezes.'), categories: [category], image, imageAlt: 'Capa' }
    const shared = { 'idempotency-key': 'sem-nome-1' }
    const made = await integrator.post('/article/articles', article, shared)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const retried = await integrator.post('/article/articles', article, shared)
    expect(retried.body.data.id).toBe(made.body.data.id)
    expect((await suite.server.payload.count({ collection: 'articles', where: { title: { equals: 'Pedido repetido' } }, ...sys })).totalDocs).toBe(1)
  })

  it('does the work once when two requests with one key arrive together', async () => {
    const admin = client(suite.server, suite.adminToken, 'en')
    const body = { name: 'Simultânea', description: 'Dois cliques.' }
    const key = { 'idempotency-key': 'double-click-7' }
    const answers = await Promise.all([admin.post('/category/categories', body, key), admin.post('/category/categories', body, key)])
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status)
      if (answer.status === 409) expect(answer.body.message).toContain('still in progress')
    }
    expect(answers.some((a) => a.status === 201)).toBe(true)
    expect(await count('Simultânea')).toBe(1)
  })

  it('is replayed by another instance on the same database: the answer is stored, not held in memory', async () => {
    const key = { 'idempotency-key': 'cluster-retry-42' }
    const body = { name: 'Exportação', description: 'Comércio exterior.' }
    const first = await client(suite.server, suite.adminToken).post('/category/categories', body, key)
    expect(first.status).toBe(201)
    second = await startTestServer({ sharing: suite.server })
    const replayed = await client(second, suite.adminToken).post('/category/categories', body, key)
    expect(replayed.status).toBe(201)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    expect(replayed.body.data.id).toBe(first.body.data.id)
    expect(await count('Exportação')).toBe(1)
  })
})

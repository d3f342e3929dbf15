// Once, on SQLite: it ages a stored row through the adapter; the rule it tests is the gateway’s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

describe('integrator credentials over HTTP', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'sec', ['settings'])
    admin = client(server, await tokenFor(server, 'sec@example.com'))
  })
  afterAll(async () => server?.close())

  const exchange = (accessKey: string, secretKey: string) => client(server).post('/auth/credentials/token', { accessKey, secretKey })

  it('validates with the spec messages', async () => {
    const empty = await admin.post('/auth/credentials/create-credentials-external-token', {})
    expect(empty.body.errors).toEqual([
      { field: 'description', message: 'Description is required' },
      { field: 'products', message: 'At least one product is required' },
      { field: 'expiresAt', message: 'Expiration date is required' },
    ])
    const past = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'x',
      products: ['leads'],
      expiresAt: '2000-01-01T00:00:00Z',
    })
    expect(past.body.errors).toEqual([{ field: 'expiresAt', message: 'The expiration date must be in the future' }])
  })

  it('shows the secret once, stores it hashed, and trades it for a token limited to its products', async () => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'ERP', products: ['leads'], expiresAt: null })
    expect(created.status).toBe(201)
    const { id, accessKey, secretKey } = created.body.data
    expect(secretKey).toMatch(/^sk_/)
    expect(created.body.data).toMatchObject({ status: 'active', regenerationCount: 0, neverExpires: true })
    const stored = await server.payload.findByID({ collection: 'credentials', id, overrideAccess: true, showHiddenFields: true })
    expect(String(stored.secretHash)).toMatch(/^scrypt\$/)
    expect(String(stored.secretHash)).not.toContain(secretKey)
    for (const reply of [await admin.get('/auth/credentials'), await admin.get(`/auth/credentials/${id}`)])
      expect(JSON.stringify(reply.body)).not.toContain(secretKey)

    expect((await exchange(accessKey, 'sk_wrong')).status).toBe(401)
    const token = await exchange(accessKey, secretKey)
    expect(token.status).toBe(200)
    expect(token.body.data.products).toEqual(['leads'])
    expect(new Date(token.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now())
    const integrator = client(server, token.body.data.token)
    expect((await integrator.get('/lead/leads')).status).toBe(200)
    expect((await integrator.get('/article/articles')).status).toBe(403)
    expect((await integrator.patch('/lead/leads/1/status', { status: 'active' })).status).toBe(403)

    const regenerated = await admin.put(`/auth/credentials/${id}/regenerate-secret`)
    expect(regenerated.body).toMatchObject({ message: 'Credential regenerated successfully', data: { regenerationCount: 1 } })
    expect(regenerated.body.data.secretKey).not.toBe(secretKey)
    expect((await integrator.get('/lead/leads')).status).toBe(401)
    expect((await exchange(accessKey, secretKey)).status).toBe(401)
    const fresh = client(server, (await exchange(accessKey, regenerated.body.data.secretKey)).body.data.token)
    expect((await fresh.get('/lead/leads')).status).toBe(200)

    expect((await admin.patch(`/auth/credentials/${id}/status`, { status: 'inactive' })).body.message).toBe('Credential deactivated successfully')
    expect((await fresh.get('/lead/leads')).status).toBe(401)
    expect((await admin.patch(`/auth/credentials/${id}/status`, { status: 'active' })).body.message).toBe('Credential activated successfully')
    expect((await fresh.get('/lead/leads')).status).toBe(200)
    expect(
      (
        await admin.put(`/auth/credentials/${id}/update-credentials-external-token`, {
          description: 'ERP 2',
          products: ['leads', 'newsletter'],
          expiresAt: null,
        })
      ).body.data.products,
    ).toEqual(['leads', 'newsletter'])
    expect((await admin.delete(`/auth/credentials/${id}`)).body.message).toBe('Credential deleted successfully')
    expect((await fresh.get('/lead/leads')).status).toBe(401)
  })

  it('applies narrowed products to tokens already issued, at once (issue #29)', async () => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'CRM',
      products: ['leads', 'articles'],
      expiresAt: null,
    })
    const { id, accessKey, secretKey } = created.body.data
    const token = (await exchange(accessKey, secretKey)).body.data.token
    const integrator = client(server, token)
    expect((await integrator.get('/lead/leads')).status).toBe(200)
    expect((await integrator.get('/article/articles')).status).toBe(200)

    const narrowed = await admin.put(`/auth/credentials/${id}/update-credentials-external-token`, {
      description: 'CRM',
      products: ['articles'],
      expiresAt: null,
    })
    expect(narrowed.status).toBe(200)
    expect((await integrator.get('/lead/leads')).status).toBe(403)
    expect((await integrator.get('/article/articles')).status).toBe(200)
    // Widening again does not widen a token beyond what it was issued with.
    await admin.put(`/auth/credentials/${id}/update-credentials-external-token`, {
      description: 'CRM',
      products: ['articles', 'leads', 'messages'],
      expiresAt: null,
    })
    expect((await integrator.get('/lead/leads')).status).toBe(200)
    expect((await integrator.get('/message/messages-list')).status).toBe(403)
  })

  it("records a call's use of a credential, refused or not, without counting it as an edit", async () => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'Uso', products: ['leads'], expiresAt: null })
    const { id, accessKey, secretKey } = created.body.data
    const token = (await exchange(accessKey, secretKey)).body.data.token
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    await server.payload.db.updateOne({ collection: 'credentials', id, data: { lastUsedAt: longAgo, updatedAt: longAgo } })
    expect((await client(server, token).patch('/lead/leads/1/status', { status: 'active' })).status).toBe(403) // refused: staff only
    const deadline = Date.now() + 5_000
    let stored = await server.payload.findByID({ collection: 'credentials', id, overrideAccess: true })
    while (stored.lastUsedAt === longAgo && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
      stored = await server.payload.findByID({ collection: 'credentials', id, overrideAccess: true })
    }
    expect(new Date(stored.lastUsedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(stored.updatedAt).toBe(longAgo)
  })

  it('turns a credential expired by itself once its date passes', async () => {
    const soon = new Date(Date.now() + 1500).toISOString()
    const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'Curta', products: ['articles'], expiresAt: soon })
    const { id, accessKey, secretKey } = created.body.data
    const token = (await exchange(accessKey, secretKey)).body.data.token
    await new Promise((r) => setTimeout(r, 1800))
    expect((await client(server, token).get('/article/articles')).status).toBe(401)
    expect((await admin.get(`/auth/credentials/${id}`)).body.data.status).toBe('expired')
    expect((await admin.get('/auth/credentials?search=Curta')).body.data[0].status).toBe('expired')
    expect((await exchange(accessKey, secretKey)).status).toBe(401)
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { ensureRoles } from '../../services/seed/roles'
import { checkDestination } from '../../services/webhooks/destination'
import { postWebhook } from '../../services/webhooks/send'
import { client, tokenFor } from '../helpers/api'
import { webhookEventBody } from '../../contract/webhooks'
import { DEMO_ADMIN, startTestServer, type TestServer } from '../helpers/boot'

type Received = { headers: http.IncomingHttpHeaders; body: string }

/** A real HTTP receiver on loopback: answers each request with the next planned status (200 once the plan is used up). */
function receiver() {
  const received: Received[] = []
  const plan: number[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      const status = plan.shift() ?? 200
      res.writeHead(status, status === 302 ? { location: 'http://10.0.0.1/elsewhere' } : {}).end('ok')
    })
  })
  return {
    received,
    plan,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Webhooks end to end: registration, signed delivery to a real receiver, retries, redelivery, SSRF refusals. */
const SITE = 'http://localhost:3000' // SERVER_URL in the test environment

describe('webhooks', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  const hook = receiver()
  let base: string
  let endpoint: { id: number | string; secret: string }

  beforeAll(async () => {
    // Loopback allowed for this suite's receiver only; retries after 200 ms instead of 45 s.
    server = await startTestServer({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_FIRST_RETRY_MS: '200' } })
    await ensureRoles(server.payload)
    await seedDemoContent(server.payload, { adminEmail: DEMO_ADMIN.email, adminPassword: DEMO_ADMIN.password })
    admin = client(server, await tokenFor(server, DEMO_ADMIN.email, DEMO_ADMIN.password))
    base = await hook.start()
  })
  afterAll(async () => {
    await server?.close()
    await hook.close()
  })

  const verified = (r: Received) =>
    new Webhook(endpoint.secret).verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    }) as { type: string; data: { id: number | string; title?: string } }

  it('registers an endpoint, shows its secret once, and never again', async () => {
    const created = await admin.post('/webhooks/endpoints', {
      url: `${base}/hooks`,
      description: 'ERP',
      events: ['article.published', 'article.unpublished', 'lead.created'],
    })
    expect(created.status).toBe(201)
    expect(created.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/)
    endpoint = { id: created.body.data.id, secret: created.body.data.secret }
    const list = await admin.get('/webhooks/endpoints')
    expect(list.body.data[0]).toMatchObject({ id: endpoint.id, status: 'active', events: ['article.published', 'article.unpublished', 'lead.created'] })
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret)
    const stored = await server.payload.findByID({ collection: 'webhook-endpoints', id: endpoint.id, overrideAccess: true, showHiddenFields: true })
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret.slice(6)) // kept encrypted
    const activity = await admin.get('/auth/activity?action=webhook.created&limit=1')
    expect(activity.body.data[0].target).toMatchObject({ kind: 'webhook', id: String(endpoint.id) })
    expect(JSON.stringify(activity.body)).not.toContain(endpoint.secret)
  })

  it('delivers article.published, signed as Standard Webhooks says, verified from the receiver side', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, limit: 1, depth: 0, overrideAccess: true })
    const draft = docs[0]!
    const published = await admin.patch(`/article/articles/${draft.id}/status`, { action: 'publish' })
    expect(published.status).toBe(200)
    await expect.poll(() => hook.received.length, { timeout: 15_000 }).toBe(1)
    const got = hook.received[0]!
    expect(got.headers['content-type']).toBe('application/json')
    // The event's id and the endpoint's: the same whenever this event reaches this endpoint.
    expect(got.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}_[0-9a-f]+$/)
    const event = verified(got)
    expect(event).toMatchObject({ type: 'article.published', data: { id: draft.id, title: draft.title } })
    // As the document's webhooks section declares it, with the article's public address (issue #31).
    expect(webhookEventBody('article.published').parse(event).data.url).toBe(`${SITE}/post/${draft.slug}/${draft.id}`)
    // Tampered with, the same body fails the receiver's check.
    expect(() => verified({ ...got, body: got.body.replace(draft.title, 'outro título') })).toThrow()
    // Read once it is recorded as delivered: the receiver can have the request before the delivery's row says so.
    const deliveries = () => admin.get(`/webhooks/endpoints/${endpoint.id}/deliveries`)
    await expect.poll(async () => (await deliveries()).body.data[0].status).toBe('delivered')
    expect((await deliveries()).body.data[0]).toMatchObject({ event: 'article.published', lastStatusCode: 200 })
  })

  it('retries after a 500 with the same webhook-id, and a redelivery sends it once more', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
    const before = hook.received.length
    hook.plan.push(500)
    await admin.patch(`/article/articles/${docs[0]!.id}/status`, { action: 'unpublish' })
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(before + 2)
    const [failed, retried] = hook.received.slice(before)
    expect(retried!.headers['webhook-id']).toBe(failed!.headers['webhook-id'])
    expect(verified(retried!).type).toBe('article.unpublished')
    const latest = async () => (await admin.get(`/webhooks/endpoints/${endpoint.id}/deliveries?limit=1`)).body.data[0]
    await expect.poll(async () => (await latest()).status).toBe('delivered')
    expect(await latest()).toMatchObject({ attempts: 2, lastStatusCode: 200 })
    const again = await admin.post(`/webhooks/deliveries/${(await latest()).id}/redeliver`)
    expect(again.status).toBe(202)
    await expect.poll(() => hook.received.length, { timeout: 15_000 }).toBe(before + 3)
    expect(hook.received.at(-1)!.headers['webhook-id']).toBe(failed!.headers['webhook-id'])
  })

  it('does not follow a redirect, and disables an endpoint that has failed for a day', async () => {
    await server.payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { failingSince: new Date(Date.now() - 25 * 3_600_000).toISOString() },
      overrideAccess: true,
    })
    const before = hook.received.length
    hook.plan.push(302)
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, limit: 1, depth: 0, overrideAccess: true })
    await admin.patch(`/article/articles/${docs[0]!.id}/status`, { action: 'publish' })
    await expect.poll(async () => (await admin.get('/webhooks/endpoints')).body.data[0].status, { timeout: 15_000 }).toBe('disabled')
    expect(hook.received.length).toBe(before + 1) // the redirect to 10.0.0.1 was not followed
    const delivery = (await admin.get(`/webhooks/endpoints/${endpoint.id}/deliveries?limit=1`)).body.data[0]
    expect(delivery).toMatchObject({ event: 'article.published', status: 'failed', lastStatusCode: 302 })
    expect((await admin.post(`/webhooks/deliveries/${delivery.id}/redeliver`)).status).toBe(409)
    expect((await admin.put(`/webhooks/endpoints/${endpoint.id}`, { status: 'active' })).body.data).toMatchObject({ status: 'active', failingSince: null })
  })

  it('refuses loopback, private, link-local and metadata destinations, by address or by a name resolving to one', async () => {
    const strict = { allowLoopback: false }
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.0.0.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]/x',
      // Issue #29: IPv4-compatible, site-local and NAT64 local-use forms were taken as public.
      'http://[::127.0.0.1]/x',
      'http://[::a00:1]/x',
      'http://[::a9fe:a9fe]/x',
      'http://[fec0::1]/x',
      'http://[64:ff9b:1::7f00:1]/x',
      'http://localhost:8080/x',
      'file:///etc/passwd',
      'http://user:pw@example.com/x',
    ])
      await expect(checkDestination(url, strict), url).rejects.toThrow()
    await expect(checkDestination('http://93.184.216.34/x', strict)).resolves.toHaveLength(1)
    await expect(checkDestination('http://[2606:2800:220:1:248:1893:25c8:1946]/x', strict)).resolves.toHaveLength(1)
    // At delivery the name is resolved again, and a loopback answer never gets a connection.
    const before = hook.received.length
    const sent = await postWebhook(base.replace('127.0.0.1', 'localhost'), '{}', {}, strict)
    expect(sent).toMatchObject({ statusCode: null, error: 'refused destination' })
    expect(hook.received.length).toBe(before)
    // Through the API: private and metadata addresses are refused even here (only loopback is let through for the tests).
    for (const url of ['http://10.0.0.1/hook', 'http://169.254.169.254/latest', 'http://192.168.0.10/hook', 'ftp://example.com/x']) {
      const refused = await admin.post('/webhooks/endpoints', { url, events: ['lead.created'] })
      expect(refused.status, url).toBe(422) // a rule no schema can say: a public destination (issue #62)
      expect(refused.body.errors[0].field).toBe('url')
    }
  })

  it('lets an integrator credential limited to webhooks manage them, and nothing else', async () => {
    const credential = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'Automação',
      products: ['webhooks'],
      expiresAt: null,
    })
    const { accessKey, secretKey } = credential.body.data
    const token = (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token
    const integrator = client(server, token)
    expect((await integrator.get('/webhooks/endpoints')).status).toBe(200)
    expect((await integrator.get('/article/articles')).status).toBe(403)
    expect((await client(server).get('/webhooks/endpoints')).status).toBe(401)
  })

  it('keeps an integrator to its own endpoints and to the events its products may read (issue #29)', async () => {
    const integratorWith = async (products: string[]) => {
      const made = await admin.post('/auth/credentials/create-credentials-external-token', {
        description: `Auto ${products.join('+')}`,
        products,
        expiresAt: null,
      })
      const { id, accessKey, secretKey } = made.body.data
      return { id, api: client(server, (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token) }
    }
    const staffEndpoint = await admin.post('/webhooks/endpoints', { url: `${base}/staff`, events: ['article.published', 'lead.created'] })
    expect(staffEndpoint.status).toBe(201)
    const webhooksOnly = await integratorWith(['webhooks'])
    // Leads' and messages' contents are not a webhooks-only credential's to receive.
    for (const events of [['lead.created'], ['message.received'], ['newsletter.subscribed'], ['article.published', 'lead.created']]) {
      const refused = await webhooksOnly.api.post('/webhooks/endpoints', { url: `${base}/mine`, events })
      expect(refused.status, events.join()).toBe(403)
    }
    const own = await webhooksOnly.api.post('/webhooks/endpoints', { url: `${base}/mine`, events: ['article.published'] })
    expect(own.status).toBe(201)
    // Only its own: the staff's endpoint cannot be seen, re-pointed, read or removed.
    expect((await webhooksOnly.api.get('/webhooks/endpoints')).body.data.map((e: { id: unknown }) => e.id)).toEqual([own.body.data.id])
    const staffId = staffEndpoint.body.data.id
    expect((await webhooksOnly.api.put(`/webhooks/endpoints/${staffId}`, { url: `${base}/stolen` })).status).toBe(404)
    expect((await webhooksOnly.api.get(`/webhooks/endpoints/${staffId}/deliveries`)).status).toBe(404)
    expect((await webhooksOnly.api.delete(`/webhooks/endpoints/${staffId}`)).status).toBe(404)
    expect((await webhooksOnly.api.put(`/webhooks/endpoints/${own.body.data.id}`, { events: ['lead.created'] })).status).toBe(403)
    const staffNow = (await admin.get('/webhooks/endpoints')).body.data.find((e: { id: unknown }) => e.id === staffId)
    expect(staffNow.url).toBe(`${base}/staff`)
    // A credential that may read leads may also hear of them.
    const withLeads = await integratorWith(['webhooks', 'leads'])
    expect((await withLeads.api.post('/webhooks/endpoints', { url: `${base}/leads`, events: ['lead.created', 'newsletter.subscribed'] })).status).toBe(201)
    // Deleting a credential takes its endpoints with it.
    expect((await admin.delete(`/auth/credentials/${webhooksOnly.id}`)).status).toBe(200)
    const left = (await admin.get('/webhooks/endpoints')).body.data.map((e: { id: unknown }) => e.id)
    expect(left).not.toContain(own.body.data.id)
    expect(left).toContain(staffId)
    await admin.delete(`/webhooks/endpoints/${staffId}`)
  })
})

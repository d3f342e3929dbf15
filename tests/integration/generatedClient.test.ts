import { writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../gateway/docs/openapi'
import { client, tokenFor, makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { strictTypeCheck } from '../helpers/strictTypeCheck'
import { ensureRoles } from '../../services/seed/roles'

/** What the test uses of the example (examples/integrator/client.ts), which is typed by the generated file. */
type IntegratorExample = {
  runIntegrator(options: {
    baseUrl: string
    accessKey: string
    secretKey: string
    hookUrl: string
  }): Promise<{ products: string[]; total: number; secret: string }>
  verifyLeadCreated(secret: string, headers: Record<string, string | undefined>, body: string): { type: string; data: { email: string } }
}

/**
 * Issue #31 item 3: a client generated from the document is used. openapi-typescript turns the
 * document into types; the integrator example (examples/integrator/client.ts) must type-check
 * against them with `tsc --strict`, then run against a test server: token exchange, a list, an
 * endpoint created, and a real delivery's signature checked by the example's receiver code.
 */
describe('a client generated from the document', () => {
  const folder = path.resolve(__dirname, '../../examples/integrator')
  let server: TestServer
  let receiver: http.Server
  const received: { headers: Record<string, string | undefined>; body: string }[] = []

  beforeAll(async () => {
    server = await startTestServer({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } })
    await ensureRoles(server.payload)
    receiver = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ headers: req.headers as Record<string, string | undefined>, body })
        res.end('ok')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    receiver?.closeAllConnections()
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
    await server?.close()
  })

  it('types the integrator example (tsc --strict), which then runs against the server', async () => {
    writeFileSync(path.join(folder, 'api.d.ts'), astToString(await openapiTS(openApiDocument() as never)))
    const tsc = strictTypeCheck(path.join(folder, 'client.ts'))
    expect(tsc.output).toBe('')
    expect(tsc.status).toBe(0)

    await makeUser(server.payload, 'integra', [], 'admin')
    const admin = client(server, await tokenFor(server, 'integra@example.com'))
    const credential = (
      await admin.post('/auth/credentials/create-credentials-external-token', { description: 'CRM', products: ['leads', 'webhooks'], expiresAt: null })
    ).body.data
    // Loaded by path: the project's own type-check does not follow it (its types are generated here).
    const { runIntegrator, verifyLeadCreated } = (await import(path.join(folder, 'client.ts'))) as IntegratorExample
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
    const run = await runIntegrator({ baseUrl: server.url, accessKey: credential.accessKey, secretKey: credential.secretKey, hookUrl })
    expect(run.products.sort()).toEqual(['leads', 'webhooks'])
    expect(run.total).toBeGreaterThanOrEqual(0)
    expect(run.secret).toMatch(/^whsec_/)

    // A lead arrives (a newsletter sign-up); the receiver's own check accepts the delivery, typed, and refuses a forged one.
    const email = `cliente${Date.now()}@example.com`
    const sent = await client(server).post('/newsletter/subscribe', { email, name: 'Cliente' })
    expect([201, 202]).toContain(sent.status)
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const delivery = received[0]!
    const event = verifyLeadCreated(run.secret, delivery.headers, delivery.body)
    expect(event.type).toBe('lead.created')
    expect(event.data.email).toBe(email)
    expect(() => verifyLeadCreated(run.secret, delivery.headers, delivery.body.replace(email, 'outro@example.com'))).toThrow('bad signature')
    expect(() => verifyLeadCreated('whsec_' + Buffer.from('x'.repeat(32)).toString('base64'), delivery.headers, delivery.body)).toThrow('bad signature')
  }, 120_000)
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientTypes } from '../../clients/typescript/generate'
import { integratorTour } from '../../clients/typescript/example'
import { seedDemoContent } from '../../services/seed'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { strictTypeCheck } from '../helpers/strictTypeCheck'

const folder = path.resolve(__dirname, '../../clients/typescript')

/**
 * Issue #47, item 5: the typed client in the box (clients/typescript/) matches the document,
 * type-checks strictly, and runs against a started instance: a list of articles, a credential
 * traded for a token, leads paged by cursor to the end, and a typed 403.
 */
describe('the typed TypeScript client', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: 'a@example.com', adminPassword: 'Str0ng!Passw0rd' })
  })
  afterAll(async () => server?.close())

  it('is generated from the document as it is now (npm run generate:client)', async () => {
    expect(
      readFileSync(path.join(folder, 'schema.d.ts'), 'utf8') === (await clientTypes()),
      'clients/typescript/schema.d.ts is stale: run npm run generate:client',
    ).toBe(true)
  })

  it('type-checks with tsc --strict', () => {
    const tsc = strictTypeCheck(path.join(folder, 'example.ts'), ['--exactOptionalPropertyTypes'])
    expect(tsc.output).toBe('')
    expect(tsc.status).toBe(0)
  }, 120_000)

  it('lists articles, trades a credential for a token, pages leads by cursor and reads a 403 as typed', async () => {
    await makeUser(server.payload, 'sdk', [], 'admin')
    const admin = client(server, await tokenFor(server, 'sdk@example.com'))
    const emails = ['um@example.com', 'dois@example.com', 'tres@example.com', 'quatro@example.com', 'cinco@example.com']
    for (const email of emails) expect((await client(server).post('/newsletter/subscribe', { email, name: 'Leitor' })).status).toBeLessThan(300)
    const { accessKey, secretKey } = (
      await admin.post('/auth/credentials/create-credentials-external-token', { description: 'SDK', products: ['leads'], expiresAt: null })
    ).body.data

    const tour = await integratorTour(server.url, { accessKey, secretKey })
    const newest = (await client(server, undefined, 'en').get('/article/public-articles?limit=3')).body.data
    expect(tour.titles).toEqual(newest.map((article: { title: string }) => article.title))
    expect(tour.products).toEqual(['leads'])
    expect([...tour.emails].sort()).toEqual([...emails].sort())
    expect(tour.pages).toBe(3)
    expect(tour.refused).toEqual({ status: 403, code: 'FORBIDDEN', message: expect.stringMatching(/\w/) })
  })
})

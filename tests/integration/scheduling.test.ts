import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const

describe('scheduled publishing', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: 'a@example.com', adminPassword: 'Str0ng!Passw0rd' })
  })
  afterAll(async () => server?.close())

  it('publishes scheduled articles whose date has come, and only those', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'scheduled' } }, sort: 'publishedAt', ...sys })
    expect(docs).toHaveLength(2)
    await server.payload.update({ collection: 'articles', id: docs[0]!.id, data: { publishedAt: new Date(Date.now() - 1000).toISOString() }, ...sys })
    await server.payload.jobs.queue({ task: 'publishScheduledArticles', input: {} })
    await server.payload.jobs.run()
    const due = await server.payload.findByID({ collection: 'articles', id: docs[0]!.id, ...sys })
    const later = await server.payload.findByID({ collection: 'articles', id: docs[1]!.id, ...sys })
    expect(due.status).toBe('published')
    expect(later.status).toBe('scheduled')
  })

  it('marks credentials expired by itself once their date passes', async () => {
    const credential = await server.payload.create({
      collection: 'credentials',
      data: {
        description: 'curta',
        products: ['leads'],
        accessKey: 'ak_sched',
        secretHash: 'scrypt$a$b',
        status: 'active',
        expiresAt: new Date(Date.now() + 500).toISOString(),
      },
      ...sys,
    })
    await new Promise((r) => setTimeout(r, 700))
    await server.payload.jobs.queue({ task: 'expireCredentials', input: {} })
    await server.payload.jobs.run()
    expect((await server.payload.findByID({ collection: 'credentials', id: credential.id, ...sys })).status).toBe('expired')
  })
})

// On every database: the jobs queue's queries.
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishScheduledArticles } from '../../services/jobs/publishScheduledArticles'
import { claimOnce } from '../../services/jobs/claims'
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

  it('publishes a due article exactly once when several instances run the minute at once, Redis or not (one version, one event, one entry)', async () => {
    const [article] = (await server.payload.find({ collection: 'articles', where: { status: { equals: 'scheduled' } }, limit: 1, depth: 0, ...sys })).docs
    expect(article).toBeDefined()
    const since = new Date().toISOString()
    await server.payload.update({ collection: 'articles', id: article!.id, data: { publishedAt: new Date(Date.now() - 1000).toISOString() }, ...sys })
    // No REDIS_URL here, as with Redis away: the one-instance lock lets every runner in; the database's claim decides.
    const run = async () => {
      const req = await createLocalReq({}, server.payload)
      return (publishScheduledArticles.handler as (args: { req: typeof req }) => Promise<{ output: { published: number } }>)({ req })
    }
    const outputs = await Promise.all([run(), run(), run()])
    expect(outputs.map((o) => o.output.published).sort()).toEqual([0, 0, 1])
    expect((await server.payload.findByID({ collection: 'articles', id: article!.id, depth: 0, ...sys })).status).toBe('published')
    const versions = await server.payload.countVersions({
      collection: 'articles',
      where: { and: [{ parent: { equals: article!.id } }, { 'version.status': { equals: 'published' } }, { updatedAt: { greater_than: since } }] },
      ...sys,
    })
    expect(versions.totalDocs).toBe(1)
    const events = await server.payload.count({
      collection: 'activity-log',
      where: { and: [{ action: { equals: 'article.published' } }, { targetId: { equals: String(article!.id) } }, { createdAt: { greater_than: since } }] },
      ...sys,
    })
    expect(events.totalDocs).toBe(1)
  })

  it('a claim binds one holder at a time and is taken over once it has expired', async () => {
    const key = `test-claim:${Date.now()}`
    const results = await Promise.all(Array.from({ length: 5 }, () => claimOnce(server.payload, key, 300)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await claimOnce(server.payload, key, 300)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await claimOnce(server.payload, key, 300)).toBe(true)
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

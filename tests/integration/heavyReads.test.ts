// On every database: bounded reads of large rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../contract/errors'
import { ensureRoles } from '../../services/seed/roles'
import { heavyRead } from '../../services/system/heavyReads'
import { lexical, makeImage, makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * The gate of expensive reads (services/system/heavyReads.ts): uncached searches, popular lists
 * and dashboards run a few at a time, other requests are served between them, and past the
 * queue's length a read is refused at once with 503 BUSY and Retry-After, in the caller's
 * language. The gate is filled from inside the process, so the test needs no timing; what a
 * real burst costs the other requests is measured by `npm run bench -- growth`.
 */
describe('expensive reads under a burst', () => {
  let server: TestServer
  const previous = { atOnce: process.env.HEAVY_READS_AT_ONCE, queue: process.env.HEAVY_READS_QUEUE }

  beforeAll(async () => {
    // Read when the gate is first used: one read at a time, at most 20 waiting.
    process.env.HEAVY_READS_AT_ONCE = '1'
    process.env.HEAVY_READS_QUEUE = '20'
    server = await startTestServer()
    await ensureRoles(server.payload)
    const author = await makeUser(server.payload, 'burst', ['article_management'])
    const image = await makeImage(server.payload)
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Rajada', description: 'Rajada', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      overrideAccess: true,
    })
    for (let i = 0; i < 5; i++) {
      await server.payload.create({
        collection: 'articles',
        data: {
          title: `Empresa e gestão ${i}`,
          content: lexical('empresa gestão sistema'),
          image: image.id,
          categories: [category.id],
          author: author.id,
          status: 'published',
        },
        overrideAccess: true,
      })
    }
  })
  afterAll(async () => {
    process.env.HEAVY_READS_AT_ONCE = previous.atOnce
    process.env.HEAVY_READS_QUEUE = previous.queue
    await server?.close()
  })

  it('holds expensive reads in arrival order while other requests are served, and refuses past the queue with 503 BUSY and Retry-After', async () => {
    // Fill the gate from inside the process: one read running until released, 20 waiting.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const order: number[] = []
    const holders = Array.from({ length: 21 }, (_, i) => heavyRead(server.payload, () => held.then(() => order.push(i))))

    const es = { 'accept-language': 'es' }
    for (const url of ['/api/article/public-articles?search=empresa&limit=7', '/api/article/popular?period=365&limit=3']) {
      const res = await fetch(server.url + url, { headers: es })
      const body = errorBodySchema.parse(await res.json())
      expect(res.status, url).toBe(503)
      expect(body.code).toBe('BUSY')
      expect(body.message).toMatch(/servicio/i) // in Spanish, as asked
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // What is not an expensive read is answered while the gate is full.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/article/public-articles?limit=3`)).status).toBe(200)

    release()
    await Promise.all(holders)
    expect(order).toEqual(Array.from({ length: 21 }, (_, i) => i))
    // Nothing stays held: the same search is answered once the queue has drained.
    const after = await fetch(`${server.url}/api/article/public-articles?search=empresa&limit=7`)
    expect(after.status).toBe(200)
    expect((await after.json()).data[0].title).toMatch(/^Empresa e gestão/)
  })
})

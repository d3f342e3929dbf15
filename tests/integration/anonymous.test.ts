import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { startTestServer, type TestServer } from '../helpers/boot'

const ADMIN = { adminEmail: 'owner@example.com', adminPassword: 'Str0ng!Passw0rd' }

describe('what anonymous visitors may read (Payload access, no user)', () => {
  let server: TestServer
  const anon = { overrideAccess: false } as const

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, ADMIN)
  })
  afterAll(async () => server?.close())

  it('sees only published articles', async () => {
    const { docs, totalDocs } = await server.payload.find({ collection: 'articles', limit: 100, depth: 0, ...anon })
    expect(totalDocs).toBeGreaterThanOrEqual(12)
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['published']))
    const draft = await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, overrideAccess: true })
    await expect(server.payload.findByID({ collection: 'articles', id: draft.docs[0]!.id, ...anon })).rejects.toThrow()
  })

  it('sees only active categories', async () => {
    const { docs } = await server.payload.find({ collection: 'categories', limit: 1, overrideAccess: true })
    await server.payload.update({ collection: 'categories', id: docs[0]!.id, data: { status: 'inactive' }, overrideAccess: true })
    const visible = await server.payload.find({ collection: 'categories', limit: 100, ...anon })
    expect(visible.docs.map((c) => c.id)).not.toContain(docs[0]!.id)
    expect(visible.docs.every((c) => c.status === 'active')).toBe(true)
  })

  it('reads tags, FAQs, media, company, WhatsApp and layout', async () => {
    expect((await server.payload.find({ collection: 'tags', ...anon })).totalDocs).toBeGreaterThan(0)
    expect((await server.payload.find({ collection: 'faqs', ...anon })).totalDocs).toBeGreaterThan(0)
    expect((await server.payload.find({ collection: 'media', ...anon })).totalDocs).toBeGreaterThan(0)
    for (const slug of ['company', 'whatsapp-settings', 'layout-settings'] as const) {
      await expect(server.payload.findGlobal({ slug, ...anon })).resolves.toBeTruthy()
    }
  })

  it('sees only active SEO snippets', async () => {
    await server.payload.create({ collection: 'seo-snippets', data: { name: 'on', head: '<meta name="a">', active: true }, overrideAccess: true })
    await server.payload.create({ collection: 'seo-snippets', data: { name: 'off', head: '<meta name="b">', active: false }, overrideAccess: true })
    const { docs } = await server.payload.find({ collection: 'seo-snippets', ...anon })
    expect(docs.map((d) => d.name)).toEqual(['on'])
  })

  it.each(['users', 'leads', 'messages', 'credentials', 'article-reads', 'roles'] as const)('may not read %s', async (collection) => {
    await expect(server.payload.find({ collection, ...anon })).rejects.toThrow()
  })

  it('may not write anything', async () => {
    await expect(server.payload.create({ collection: 'tags', data: { name: 'x' }, ...anon })).rejects.toThrow()
    await expect(server.payload.updateGlobal({ slug: 'layout-settings', data: { currentVersion: 'v2' }, ...anon })).rejects.toThrow()
    await expect(server.payload.findGlobal({ slug: 'seed-state', ...anon })).rejects.toThrow()
  })
})

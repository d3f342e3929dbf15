import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyInfo, latestArticles } from '../../services/public/reads'
import { seedDemoContent } from '../../services/seed'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const

describe('cached public reads', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: 'a@example.com', adminPassword: 'Str0ng!Passw0rd' })
  })
  afterAll(async () => server?.close())

  it('answers from the cache and sees an edit at once', async () => {
    const first = await latestArticles(server.payload, 3)
    expect(await latestArticles(server.payload, 3)).toBe(first) // same object: served from the cache
    await server.payload.update({ collection: 'articles', id: first[0]!.id, data: { title: 'Novo título do artigo' }, ...sys })
    const after = await latestArticles(server.payload, 3)
    expect(after[0]!.title).toBe('Novo título do artigo')
  })

  it('drops an unpublished article and shows a newly published one', async () => {
    const before = await latestArticles(server.payload, 3)
    await server.payload.update({ collection: 'articles', id: before[0]!.id, data: { status: 'draft' }, ...sys })
    expect((await latestArticles(server.payload, 3)).map((a) => a.id)).not.toContain(before[0]!.id)

    const scheduled = await server.payload.find({ collection: 'articles', where: { status: { equals: 'scheduled' } }, limit: 1, ...sys })
    await server.payload.update({
      collection: 'articles',
      id: scheduled.docs[0]!.id,
      data: { status: 'published', publishedAt: new Date().toISOString() },
      ...sys,
    })
    expect((await latestArticles(server.payload, 3))[0]!.id).toBe(scheduled.docs[0]!.id)
  })

  it('never exposes private author fields in the public article cards', async () => {
    const cards = await latestArticles(server.payload, 6)
    const text = JSON.stringify(cards)
    expect(cards[0]!.author?.full_name).toBeTruthy()
    for (const secret of ['email', 'cpf', 'phone', 'hash', 'salt', 'status']) expect(text).not.toContain(`"${secret}"`)
  })

  it('refreshes the company after a change to the global', async () => {
    expect((await companyInfo(server.payload)).name).toBe('RC Sistemas')
    await server.payload.updateGlobal({ slug: 'company', data: { name: 'RC Sistemas Ltda.' }, ...sys })
    expect((await companyInfo(server.payload)).name).toBe('RC Sistemas Ltda.')
  })
})

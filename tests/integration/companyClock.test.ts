import { describe, expect, it } from 'vitest'
import { client, lexical, makeImage } from '../helpers/api'
import { adminServerForSuite } from '../helpers/boot'

/**
 * Issue #30 item 7: the company's time zone is a setting (Company global, default Sao Paulo),
 * read by the back-office for every time it shows and takes, and by /cms for an article's
 * publication date (its own clock, publishedAt_tz, the company's for a new article).
 */
describe("the company's clock", () => {
  const suite = adminServerForSuite()
  const sys = { overrideAccess: true } as const

  it('is Sao Paulo until set, takes only a listed zone (in the caller’s language), and is public like the rest of the company', async () => {
    const admin = client(suite.server, suite.adminToken)
    expect((await client(suite.server).get('/company/public-company')).body.data.timeZone).toBe('America/Sao_Paulo')

    const wrong = await client(suite.server, suite.adminToken, 'en').put('/company/company', { timeZone: 'Mars/Olympus_Mons' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ field: 'timeZone', message: 'Invalid time zone: choose one from the list' }])
    expect((await client(suite.server, suite.adminToken, 'fr').put('/company/company', { timeZone: 'Mars/Olympus_Mons' })).body.errors[0].message).toBe(
      'Fuseau horaire invalide : choisissez-en un dans la liste',
    )

    const set = await admin.put('/company/company', { timeZone: 'Europe/Lisbon' })
    expect(set.status).toBe(200)
    expect(set.body.data.timeZone).toBe('Europe/Lisbon')
    expect((await client(suite.server).get('/company/public-company')).body.data.timeZone).toBe('Europe/Lisbon')
  })

  it("gives a new article's publication date the company's clock in /cms, whichever way it is created", async () => {
    const admin = client(suite.server, suite.adminToken)
    await admin.put('/company/company', { timeZone: 'America/Manaus' })
    const image = await makeImage(suite.server.payload)
    const category = await suite.server.payload.create({
      collection: 'categories',
      data: { name: 'Relógio', description: 'Relógio', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    const created = await admin.post('/article/articles', {
      title: 'No relógio da empresa',
      excerpt: 'Resumo',
      content: lexical('Texto.'),
      image: image.id,
      categories: [category.id],
      status: 'scheduled',
      publishedAt: '2030-01-02T13:00:00.000Z',
    })
    expect(created.status).toBe(201)
    const stored = await suite.server.payload.findByID({ collection: 'articles', id: created.body.data.id, depth: 0, ...sys })
    expect(stored.publishedAt).toBe('2030-01-02T13:00:00.000Z') // the same instant: only the clock it is shown on is added
    expect(stored.publishedAt_tz).toBe('America/Manaus')
    expect(created.body.data).not.toHaveProperty('publishedAt_tz') // the API's article is unchanged

    const author = (await suite.server.payload.find({ collection: 'users', where: { email: { equals: 'chief@example.com' } }, ...sys })).docs[0]!
    const local = await suite.server.payload.create({
      collection: 'articles',
      data: {
        title: 'Pelo painel',
        excerpt: 'Resumo',
        content: lexical('Texto.') as never,
        image: image.id,
        author: author.id,
        categories: [category.id],
        publicationStatus: 'draft',
      } as never,
      ...sys,
    })
    expect(local.publishedAt_tz).toBe('America/Manaus')
    await admin.put('/company/company', { timeZone: 'America/Sao_Paulo' })
  })
})

import { describe, expect, it } from 'vitest'
import { client } from '../helpers/api'
import { adminServerForSuite } from '../helpers/boot'

/**
 * Issue #30 item 7: the company's time zone is a setting (Company global, default Sao Paulo),
 * read by the back-office for every time it shows and takes.
 */
describe("the company's clock", () => {
  const suite = adminServerForSuite()

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
})

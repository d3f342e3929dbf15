// On every database: date range queries and each database's time zones.
import { describe, expect, it } from 'vitest'
import { client, lexical } from '../helpers/api'
import { demoServerForSuite } from '../helpers/boot'

const sys = { overrideAccess: true } as const
const DAY = 86_400_000

/**
 * Issue #45, item 5: GET /article/calendar gives what goes out in a period (scheduled and
 * published articles, newsletter sends), oldest first, for at most a six-week grid.
 */
describe('the editorial calendar', () => {
  const suite = demoServerForSuite()

  it('lists the scheduled and published articles of the period, oldest first, never a draft nor one outside it', async () => {
    const staff = client(suite.server, suite.adminToken)
    const category = (await suite.server.payload.find({ collection: 'categories', limit: 1, depth: 0, ...sys })).docs[0]!.id
    const image = (await suite.server.payload.find({ collection: 'media', limit: 1, depth: 0, ...sys })).docs[0]!.id
    const base = Date.UTC(2031, 2, 1, 12) // a month of its own, far from the demo's dates
    const make = async (title: string, status: string, at: number, extra: Record<string, unknown> = {}) => {
      const answer = await staff.post('/article/articles', {
        title,
        content: lexical(`${title}.`),
        categories: [category],
        image,
        imageAlt: 'Capa de teste',
        status,
        publishedAt: new Date(at).toISOString(),
        ...extra,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.data.id as number
    }
    const later = await make('Agendado no fim do mês', 'scheduled', base + 20 * DAY, { sendToSubscribers: true })
    const first = await make('Agendado no começo do mês', 'scheduled', base + 2 * DAY)
    await make('Rascunho do mês', 'draft', base + 3 * DAY)
    await make('Agendado para o mês seguinte', 'scheduled', base + 45 * DAY)

    const answer = await staff.get(`/article/calendar?from=${new Date(base).toISOString()}&to=${new Date(base + 42 * DAY).toISOString()}`)
    expect(answer.status).toBe(200)
    const { articles, sends, truncated } = answer.body.data
    expect(articles.map((a: { id: number }) => a.id)).toEqual([first, later])
    expect(articles[1]).toMatchObject({ status: 'scheduled', sendToSubscribers: true, title: 'Agendado no fim do mês', categories: [{ id: category }] })
    expect(articles[1].author.full_name).toEqual(expect.any(String))
    expect(sends).toEqual([])
    expect(truncated).toBe(false)
  })

  it('shows the newsletter sends started in the period', async () => {
    const staff = client(suite.server, suite.adminToken)
    const now = Date.now()
    const send = await suite.server.payload.create({
      collection: 'newsletter-sends',
      data: { articleTitle: 'Uma edição da newsletter', status: 'done', sent: 12 },
      ...sys,
    } as never)
    const answer = await staff.get(`/article/calendar?from=${new Date(now - DAY).toISOString()}&to=${new Date(now + DAY).toISOString()}`)
    expect(answer.status).toBe(200)
    expect(answer.body.data.sends).toContainEqual(expect.objectContaining({ id: (send as { id: number }).id, title: 'Uma edição da newsletter', sent: 12 }))
  })

  it('refuses a period longer than six weeks or ending before it starts, in the contract error format, and callers not signed in', async () => {
    const staff = client(suite.server, suite.adminToken)
    const from = new Date(Date.UTC(2031, 0, 1)).toISOString()
    const long = await staff.get(`/article/calendar?from=${from}&to=${new Date(Date.UTC(2031, 3, 1)).toISOString()}`)
    // Rules no schema can say: 422 (issue #62); a date that is no date stays 400.
    expect(long.status).toBe(422)
    expect(long.body.message).toEqual(expect.any(String))
    // An empty window is a valid question with an empty answer (issue #62: the document never said otherwise).
    expect(await staff.get(`/article/calendar?from=${from}&to=${from}`)).toMatchObject({ status: 200, body: { data: { articles: [], sends: [] } } })
    expect((await staff.get(`/article/calendar?from=${from}&to=${new Date(Date.UTC(2030, 11, 31)).toISOString()}`)).status).toBe(422)
    expect((await staff.get('/article/calendar?from=ontem&to=amanha')).status).toBe(400)
    expect((await client(suite.server).get(`/article/calendar?from=${from}&to=${from}`)).status).toBe(401)
  })
})

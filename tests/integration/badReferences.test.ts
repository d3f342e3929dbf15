// On every database: references to rows that are gone: foreign keys.
import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../contract/errors'
import { client, lexical, makeImage } from '../helpers/api'
import { adminServerForSuite } from '../helpers/boot'

/**
 * Issue #29: calls that answered 500 where the caller was wrong. Each now answers a 4xx in the
 * contract's error format and changes nothing stored.
 */
describe('wrong references and shapes are the caller’s mistake, never a 500', () => {
  const suite = adminServerForSuite()
  const admin = () => client(suite.server, suite.adminToken)
  const HEX = '0123456789abcdef01234567'
  const sys = { overrideAccess: true } as const

  it('a body naming a media or category id that does not exist', async () => {
    const before = (await suite.server.payload.count({ collection: 'categories', ...sys })).totalDocs
    const category = await admin().post('/category/categories', { name: 'Fantasma', description: 'Com imagem inexistente', image: 999999 })
    expect(category.status).toBe(422)
    expect(errorBodySchema.parse(category.body).code).toBe('UNPROCESSABLE')
    expect((await suite.server.payload.count({ collection: 'categories', ...sys })).totalDocs).toBe(before)

    expect((await admin().put('/company/company', { logo: 999999 })).status).toBe(422)
    expect((await admin().put('/user/profile', { image: 999999 })).status).toBe(422)

    const image = await makeImage(suite.server.payload)
    const article = await admin().post('/article/articles', { title: 'Categoria fantasma', content: lexical('Texto'), image: image.id, categories: [999999] })
    expect(article.status).toBe(422)
    // An id of the other database family (24 hex digits, as MongoDB writes them) names no row here either.
    const otherFamily = await admin().post('/article/articles', {
      title: 'Categoria de outra base',
      content: lexical('Texto'),
      image: image.id,
      categories: [HEX],
    })
    expect(otherFamily.status, JSON.stringify(otherFamily.body)).toBe(422)
    const noImage = await admin().post('/article/articles', { title: 'Imagem fantasma', content: lexical('Texto'), image: 999999 })
    expect(noImage.status).toBe(400)
  })

  it('list filters given an id of the other database family (a 24-hex id on SQL, as MongoDB writes them)', async () => {
    for (const url of [`/article/public-articles?author=${HEX}`, `/article/public-articles?category=${HEX}`]) {
      const res = await client(suite.server).get(url)
      expect(res.status, url).toBeLessThan(500)
    }
    for (const url of [
      `/article/articles?author=${HEX}`,
      `/article/articles?category=${HEX}`,
      `/auth/activity?user=${HEX}`,
      `/auth/activity?credential=${HEX}`,
    ]) {
      const res = await admin().get(url)
      expect(res.status, url).toBeLessThan(500)
    }
  })

  it('rich text nested thousands deep, on save and on autosave', async () => {
    let node: Record<string, unknown> = { type: 'text', text: 'fundo', version: 1 }
    for (let i = 0; i < 2_000; i++) node = { type: 'quote', version: 1, children: [node] }
    const content = { root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [node] }] } }
    const image = await makeImage(suite.server.payload)
    const saved = await admin().post('/article/articles', { title: 'Profundo demais', content, image: image.id })
    expect(saved.status).toBe(400)
    expect(errorBodySchema.parse(saved.body).code).toBe('VALIDATION')
    const autosaved = await admin().put('/article/autosaves/new', { title: 'Profundo', content })
    expect(autosaved.status).toBe(400)
  })
})

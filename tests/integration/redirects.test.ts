// On every database: unique paths.
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keepFormerAddress } from '../../services/redirects'
import { ensureRoles } from '../../services/seed/roles'
import { lexical, makeImage, makeUser } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { leadsTo as leadsToAddress, pageNamingItsAddress } from '../helpers/pages'

/**
 * An address, once published, keeps working (issue #30): every earlier slug of an article, in
 * each language, and of a category or a tag answers 301 with the current address, straight to
 * the newest however many times it changed; a slug that comes back is a live page again.
 */
describe('old addresses', () => {
  let server: TestServer
  const sys = { overrideAccess: true } as const
  const leadsTo = (path: string) => leadsToAddress(server, path)
  let article: { id: number | string }
  const slugIn = async (locale: 'pt-BR' | 'en') => (await server.payload.findByID({ collection: 'articles', id: article.id, locale, depth: 0, ...sys })).slug!
  const retitle = (title: string, locale: 'pt-BR' | 'en') => server.payload.update({ collection: 'articles', id: article.id, data: { title }, locale, ...sys })

  beforeAll(async () => {
    server = await startTestServer({ fallback: pageNamingItsAddress })
    await ensureRoles(server.payload)
    const author = await makeUser(server.payload, 'retitler', ['article_management', 'site_editor'])
    const image = await makeImage(server.payload)
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Endereços', description: 'Endereços', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    article = await server.payload.create({
      collection: 'articles',
      data: { title: 'Endereço original', content: lexical('Texto.'), image: image.id, categories: [category.id], author: author.id, status: 'published' },
      ...sys,
    })
    await server.payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Original address', content: lexical('Text.') },
      locale: 'en',
      ...sys,
    })
  })
  afterAll(async () => server?.close())

  it('leads every earlier slug of an article, in each language, to its current address, and nothing else', async () => {
    const id = article.id
    const pt = [await slugIn('pt-BR')]
    const en = [await slugIn('en')]
    for (const title of ['Endereço mudado', 'Endereço definitivo']) {
      await retitle(title, 'pt-BR')
      pt.push(await slugIn('pt-BR'))
    }
    for (const title of ['Changed address', 'Final address']) {
      await retitle(title, 'en')
      en.push(await slugIn('en'))
    }
    expect(new Set(pt).size).toBe(3)
    expect(new Set(en).size).toBe(3)
    const [ptNow, enNow] = [pt[2]!, en[2]!]
    for (const old of pt.slice(0, 2)) {
      expect(await leadsTo(`/post/${old}/${id}`)).toBe(`/post/${ptNow}/${id}`)
      expect(await leadsTo(`/post/${old}/${id}?lang=fr`)).toBe(`/post/${ptNow}/${id}?lang=fr`) // French falls back to pt-BR
    }
    for (const old of en.slice(0, 2)) expect(await leadsTo(`/post/${old}/${id}?lang=en`)).toBe(`/post/${enNow}/${id}?lang=en`)
    expect(await leadsTo(`/post/${ptNow}/${id}`)).toBe(200)
    expect(await leadsTo(`/post/${enNow}/${id}?lang=en`)).toBe(200)
    expect(await leadsTo(`/post/${pt[0]}/999999`)).toBe(200) // another id: not an old address (the page says 404)
    const head = await fetch(`${server.url}/post/${pt[0]}/${id}`, { method: 'HEAD', redirect: 'manual' })
    expect(head.status).toBe(301)

    // The first title again: its address is live again, and the one it replaced leads to it.
    await retitle('Endereço original', 'pt-BR')
    expect(await slugIn('pt-BR')).toBe(pt[0])
    expect(await leadsTo(`/post/${pt[0]}/${id}`)).toBe(200)
    expect(await leadsTo(`/post/${ptNow}/${id}`)).toBe(`/post/${pt[0]}/${id}`)
    expect(await leadsTo(`/post/${pt[1]}/${id}`)).toBe(`/post/${pt[0]}/${id}`)

    // Not public any more: old addresses lead nowhere (the page itself answers 404).
    await server.payload.update({ collection: 'articles', id, data: { status: 'draft' }, ...sys })
    expect(await leadsTo(`/post/${ptNow}/${id}`)).toBe(200)
    await server.payload.update({ collection: 'articles', id, data: { status: 'published' }, ...sys })
    expect(await leadsTo(`/post/${ptNow}/${id}`)).toBe(`/post/${pt[0]}/${id}`)
  })

  it("leads a renamed category's and tag's old filter to the new one, keeping the page's other parameters", async () => {
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Nome antigo', description: 'x', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    const tag = await server.payload.create({ collection: 'tags', data: { name: 'etiqueta antiga' }, ...sys })
    await server.payload.update({ collection: 'categories', id: category.id, data: { name: 'Nome novo' }, ...sys })
    await server.payload.update({ collection: 'tags', id: tag.id, data: { name: 'etiqueta nova' }, ...sys })
    expect(await leadsTo(`/blog?category=${category.slug}&page=2`)).toBe('/blog?category=nome-novo&page=2')
    expect(await leadsTo(`/blog?tag=${tag.slug}&lang=es`)).toBe('/blog?tag=etiqueta-nova&lang=es')
    expect(await leadsTo('/blog?category=nome-novo')).toBe(200)

    // A new category that takes the old name is the live filter from then on.
    await server.payload.create({
      collection: 'categories',
      data: { name: 'Nome antigo', description: 'y', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    expect(await leadsTo(`/blog?category=${category.slug}`)).toBe(200)

    // Deleted: its old addresses go with it.
    await server.payload.delete({ collection: 'tags', id: tag.id, ...sys })
    expect(await leadsTo(`/blog?tag=${tag.slug}`)).toBe(200)
    expect(
      (await server.payload.count({ collection: 'redirects', where: { and: [{ kind: { equals: 'tag' } }, { target: { equals: String(tag.id) } }] }, ...sys }))
        .totalDocs,
    ).toBe(0)
  })

  it('never lets a redirect shadow a live address: an article page or a live filter answers itself, and an import does not keep it', async () => {
    const image = await makeImage(server.payload)
    const [category] = (await server.payload.find({ collection: 'categories', limit: 1, depth: 0, ...sys })).docs
    const author = (await server.payload.find({ collection: 'users', limit: 1, depth: 0, ...sys })).docs[0]!.id
    const live = await server.payload.create({
      collection: 'articles',
      data: { title: 'Endereço vivo', content: lexical('Texto.'), image: image.id, categories: [category!.id], author, status: 'published' },
      ...sys,
    })
    const other = await server.payload.create({
      collection: 'articles',
      data: { title: 'Outro artigo importado', content: lexical('Texto.'), image: image.id, categories: [category!.id], author, status: 'published' },
      ...sys,
    })
    const livePath = `/post/${live.slug}/${live.id}`
    // A row as an older import wrote it, pointing a live article's address at another one.
    await server.payload.create({ collection: 'redirects', data: { path: livePath, kind: 'article', target: String(other.id), language: 'pt-BR' }, ...sys })
    expect(await leadsTo(livePath)).toBe(200)
    const liveFilter = `/blog?category=${category!.slug}`
    await server.payload.create({ collection: 'redirects', data: { path: liveFilter, kind: 'article', target: String(other.id), language: 'pt-BR' }, ...sys })
    expect(await leadsTo(liveFilter)).toBe(200)

    // An import is told, and keeps nothing for it.
    const req = await createLocalReq({}, server.payload)
    await server.payload.delete({ collection: 'redirects', where: { path: { equals: livePath } }, ...sys })
    expect(await keepFormerAddress(req, livePath, 'article', other.id)).toEqual({ refused: 'live' })
    expect((await server.payload.count({ collection: 'redirects', where: { path: { equals: livePath } }, ...sys })).totalDocs).toBe(0)
    expect(await keepFormerAddress(req, '/2019/05/endereco-antigo/', 'article', other.id)).toEqual({ kept: '/2019/05/endereco-antigo' })
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterMessage } from '../../services/newsletter/message'
import { seedDemoContent } from '../../services/seed'
import { client, lexical, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const
const ADMIN = { email: 'alt-admin@example.com', password: 'Str0ng!Passw0rd' }

/**
 * Issue #30, item 4: covers are described in each language by the article (never by a file
 * name), and the "whole article" newsletter carries the body's images with their descriptions.
 */
describe('image descriptions', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  const pub = (language?: string) => client(server, undefined, language)
  let media: { id: number | string }
  let bodyImage: { id: number | string }
  let category: number | string

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#02236B' } })
      .png()
      .toBuffer()
  const uploadAs = async (alt: string, name: string, width: number, height: number) => {
    const data = await png(width, height)
    return server.payload.create({ collection: 'media', data: { alt }, file: { data, name, mimetype: 'image/png', size: data.length }, ...sys })
  }

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.payload, { adminEmail: ADMIN.email, adminPassword: ADMIN.password })
    staff = client(server, await tokenFor(server, ADMIN.email, ADMIN.password))
    // What the editor used to send when the cover was chosen before the title: its file name.
    media = await uploadAs('capa-final.png', 'capa-final.png', 64, 36)
    bodyImage = await uploadAs('Gráfico de barras das vendas', 'grafico.png', 800, 400)
    category = (await server.payload.find({ collection: 'categories', limit: 1, depth: 0, ...sys })).docs[0]!.id
  }, 60_000)
  afterAll(async () => server?.close())

  it('never gives a file name as a cover alt; the description written in each language is the one read, pt-BR elsewhere', async () => {
    const created = await staff.post('/article/articles', {
      title: `Descrições de imagem ${Date.now()}`,
      content: lexical('Texto com capa.'),
      image: media.id,
      categories: [category],
      status: 'published',
    })
    expect(created.status).toBe(201)
    const { id, slug } = created.body.data as { id: number; slug: string }
    const detail = async (language?: string) =>
      (await pub(language).get(`/article/public-articles/${slug}/${id}${language ? `?lang=${language}` : ''}`)).body.data
    expect((await detail()).image.alt).toBe('') // decorative beside its title, rather than "capa-final.png"
    const card = (await pub().get('/article/public-articles?limit=5')).body.data.find((a: { id: number }) => a.id === id)
    expect(card.image.alt).toBe('')

    expect((await staff.put(`/article/articles/${id}`, { imageAlt: 'Mesa com planilhas e uma calculadora' })).status).toBe(200)
    const english = await staff.put(`/article/articles/${id}?lang=en`, {
      title: `Image descriptions ${Date.now()}`,
      content: lexical('Text with a cover.'),
      imageAlt: 'A desk with spreadsheets and a calculator',
    })
    expect(english.status).toBe(200)
    expect(english.body.data.imageAlt).toBe('A desk with spreadsheets and a calculator')
    expect((await detail()).image.alt).toBe('Mesa com planilhas e uma calculadora')
    expect((await detail('en')).image.alt).toBe('A desk with spreadsheets and a calculator')
    expect((await detail('fr')).image.alt).toBe('Mesa com planilhas e uma calculadora') // not yet written in French
    // The editor sees each language's own description, empty where not written.
    expect((await staff.get(`/article/articles/${id}?lang=fr`)).body.data.imageAlt).toBeNull()
    expect((await staff.get(`/article/articles/${id}?lang=en`)).body.data.imageAlt).toBe('A desk with spreadsheets and a calculator')

    const tooLong = await staff.put(`/article/articles/${id}`, { imageAlt: 'x'.repeat(201) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toEqual([{ field: 'imageAlt', message: expect.any(String) }])
  })

  it('puts the body images in a whole-article newsletter, with their alt texts, at their own size', async () => {
    const content = lexical('Primeiro parágrafo.') as { root: { children: unknown[] } }
    content.root.children.push({ type: 'upload', version: 3, relationTo: 'media', value: bodyImage.id, fields: null, format: '' })
    content.root.children.push(...(lexical('Depois da imagem.') as { root: { children: unknown[] } }).root.children)
    const created = await staff.post('/article/articles', {
      title: `Newsletter com imagens ${Date.now()}`,
      content,
      image: media.id,
      imageAlt: 'Fundo azul-marinho liso',
      categories: [category],
      status: 'published',
    })
    expect(created.status).toBe(201)
    expect((await staff.put('/newsletter/settings', { confirmByEmail: true, content: 'full' })).status).toBe(200)
    const article = await server.payload.findByID({ collection: 'articles', id: created.body.data.id, depth: 1, ...sys })
    const { html } = await newsletterMessage(server.payload, article, { id: '', email: 'leitora@example.com' }, 'pt-BR')
    expect(html).toMatch(/<img[^>]+alt="Fundo azul-marinho liso"/) // the cover, described
    const body = /<img[^>]+alt="Gráfico de barras das vendas"[^>]*>/.exec(html)?.[0]
    expect(body).toBeDefined()
    expect(body).toMatch(/src="https?:\/\/[^"]+grafico[^"]*\.png"/) // the original, at an absolute address
    expect(body).toContain('width="552"')
    // In place: after the first paragraph, before the second.
    expect(html.indexOf('Primeiro parágrafo.')).toBeLessThan(html.indexOf('Gráfico de barras das vendas'))
    expect(html.indexOf('Gráfico de barras das vendas')).toBeLessThan(html.indexOf('Depois da imagem.'))
  })
})

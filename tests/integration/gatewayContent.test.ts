import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '../../services/seed'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

describe('articles, categories and site settings over HTTP', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let editor: ReturnType<typeof client>
  const pub = () => client(server)

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await seedDemoContent(server.payload, { adminEmail: 'admin@example.com', adminPassword: 'Admin@12345' })
    admin = client(server, await tokenFor(server, 'admin@example.com', 'Admin@12345'))
    await makeUser(server.payload, 'editor', ['article_management'])
    editor = client(server, await tokenFor(server, 'editor@example.com'))
  })
  afterAll(async () => server?.close())

  it('lists published articles only, newest first, with authors’ public fields', async () => {
    const reply = await pub().get('/article/public-articles?limit=10')
    expect(reply.status).toBe(200)
    expect(reply.body.meta).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2, nextCursor: expect.any(String) })
    const first = reply.body.data[0]
    expect(Object.keys(first).sort()).toEqual(['author', 'categories', 'excerpt', 'id', 'image', 'lang', 'publishedAt', 'readTime', 'slug', 'tags', 'title'])
    expect(first.lang).toBe('pt-BR') // asked in pt-BR: every article is written in it
    expect(first.author.full_name).toBeTruthy()
    expect(first.image.url).toMatch(/^(https?:\/\/[^/]+)?\/cms-api\/media\/file\/.+\.(jpe?g|png|webp)$/) // integrators can fetch the cover
    for (const hidden of ['email', 'cpf', 'phone', 'status']) expect(first.author).not.toHaveProperty(hidden)
    const dates = reply.body.data.map((a: { publishedAt: string }) => a.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('searches ignoring case and accents, and filters by category, tag and author', async () => {
    const search = await pub().get('/article/public-articles?search=ORCAMENTO')
    expect(search.body.data.map((a: { title: string }) => a.title)).toContain('Como montar um orçamento anual realista para a sua empresa')
    const category = await pub().get('/article/public-articles?category=financas')
    expect(category.body.data.length).toBeGreaterThan(0)
    expect(category.body.data.every((a: { categories: { slug: string }[] }) => a.categories.some((c) => c.slug === 'financas'))).toBe(true)
    const tag = await pub().get('/article/public-articles?tag=seguranca')
    expect(tag.body.data.every((a: { tags: { slug: string }[] }) => a.tags.some((t) => t.slug === 'seguranca'))).toBe(true)
    const authorId = category.body.data[0].author.id
    const byAuthor = await pub().get(`/article/public-articles?author=${authorId}`)
    expect(byAuthor.body.data.every((a: { author: { id: unknown } }) => a.author.id === authorId)).toBe(true)
    expect((await pub().get('/article/public-articles?category=nao-existe')).body.data).toEqual([])
    expect((await pub().get('/article/public-articles?page=0')).status).toBe(400)
    expect((await pub().get(`/article/public-articles?search=${'x'.repeat(500)}`)).status).toBe(400)
  })

  it('shows a published article and hides drafts behind a 404', async () => {
    const list = await pub().get('/article/public-articles?limit=1')
    const { slug, id } = list.body.data[0]
    const detail = await pub().get(`/article/public-articles/${slug}/${id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.data.content.root.children.length).toBeGreaterThan(0)
    expect((await pub().get(`/article/public-articles/outro-slug/${id}`)).status).toBe(404)
    const drafts = await admin.get('/article/articles?status=draft')
    expect(drafts.body.meta.total).toBe(2)
    const draft = drafts.body.data[0]
    expect((await pub().get(`/article/public-articles/${draft.slug}/${draft.id}`)).status).toBe(404)
    expect((await pub().get('/article/public-articles/x/abc')).status).toBe(400)
  })

  it('counts a read once per visitor and day, and ranks popular articles', async () => {
    const { id } = (await pub().get('/article/public-articles?limit=1')).body.data[0]
    const first = await pub().post(`/article/read/${id}`, undefined, { 'user-agent': 'reader-one' })
    expect(first.status).toBe(202)
    expect(first.body.data.counted).toBe(true)
    expect((await pub().post(`/article/read/${id}`, undefined, { 'user-agent': 'reader-one' })).body.data.counted).toBe(false)
    expect((await pub().post(`/article/read/${id}`, undefined, { 'user-agent': 'reader-two' })).body.data.counted).toBe(true)
    const draft = (await admin.get('/article/articles?status=draft')).body.data[0]
    expect((await pub().post(`/article/read/${draft.id}`)).status).toBe(404)
    const popular = await pub().get('/article/popular?period=30&limit=3')
    expect(popular.body.data).toHaveLength(3)
    expect(popular.body.data[0].reads).toBeGreaterThanOrEqual(popular.body.data[1].reads)
  })

  it('runs an article through create, duplicate title, schedule, advance, unpublish and delete', async () => {
    const image = await makeImage(server.payload)
    const category = (await pub().get('/category/public-categories')).body.data[0]
    const missing = await editor.post('/article/articles', {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'content', message: 'Content is required' },
      { field: 'image', message: 'Image is required' },
      { field: 'categories', message: 'At least one category is required' },
    ])
    const body = { title: 'Novo artigo de teste', excerpt: 'Resumo', content: lexical('Texto do artigo.'), image: image.id, categories: [category.id] }
    const created = await editor.post('/article/articles', body)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ message: 'Article created successfully', data: { status: 'draft', slug: 'novo-artigo-de-teste' } })
    const id = created.body.data.id

    const duplicate = await editor.post('/article/articles', body)
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toBe('An article with that title already exists')

    const future = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await editor.patch(`/article/articles/${id}/status`, { action: 'schedule', publishedAt: future })
    expect(scheduled.body.data.status).toBe('scheduled')
    expect((await pub().get(`/article/public-articles/novo-artigo-de-teste/${id}`)).status).toBe(404)
    const advanced = await editor.patch(`/article/articles/${id}/status`, { action: 'advance' })
    expect(advanced.body).toMatchObject({ message: 'Article status updated successfully', data: { status: 'published' } })
    expect((await pub().get(`/article/public-articles/novo-artigo-de-teste/${id}`)).status).toBe(200)
    expect((await editor.patch(`/article/articles/${id}/status`, { action: 'advance' })).status).toBe(409)

    const renamed = await editor.put(`/article/articles/${id}`, { title: 'Artigo renomeado' })
    expect(renamed.body.data.slug).toBe('artigo-renomeado')
    expect((await editor.patch(`/article/articles/${id}/status`, { action: 'unpublish' })).body.data.status).toBe('draft')
    expect((await pub().get(`/article/public-articles/artigo-renomeado/${id}`)).status).toBe(404)
    const removed = await editor.delete(`/article/articles/${id}`)
    expect(removed.body.message).toBe('Article deleted successfully')
    expect((await editor.get(`/article/articles/${id}`)).status).toBe(404)
  })

  it('manages categories with the spec messages, and refuses to delete one in use', async () => {
    const missing = await editor.post('/category/categories', {})
    expect(missing.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'description', message: 'Description is required' },
    ])
    const created = await editor.post('/category/categories', {
      name: 'Logística',
      description: 'Entregas e estoque',
      backgroundColor: '#F2C037',
      textColor: '#1D1D1D',
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect((await editor.post('/category/categories', { name: 'Logística', description: 'x' })).status).toBe(409)
    expect((await editor.put(`/category/categories/${id}`, { backgroundColor: 'red' })).body.errors[0]).toEqual({
      field: 'backgroundColor',
      message: 'Use a colour like #02236B',
    })
    expect((await editor.patch(`/category/categories/${id}/status`, { status: 'inactive' })).body.data.status).toBe('inactive')
    expect((await pub().get('/category/public-categories')).body.data.map((c: { id: unknown }) => c.id)).not.toContain(id)
    expect((await editor.delete(`/category/categories/${id}`)).body.message).toBe('Category deleted successfully')
    const inUse = (await pub().get('/category/public-categories')).body.data[0]
    expect((await editor.delete(`/category/categories/${inUse.id}`)).status).toBe(409)
  })

  it('uploads an image as a raw body and creates tags once', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360f8cf00000301010018dd8db00000000049454e44ae426082',
      'hex',
    )
    const uploaded = await editor.raw('POST', '/media/upload?alt=Pixel', new Uint8Array(png), { 'content-type': 'image/png' })
    expect(uploaded.status).toBe(201)
    expect(uploaded.body.data.url).toMatch(/\/cms-api\/media\/file\//)
    // Not an image: a rule about the file's content (422, issue #62).
    expect((await editor.raw('POST', '/media/upload?alt=x', new Uint8Array([1, 2, 3]), { 'content-type': 'text/plain' })).status).toBe(422)
    expect((await editor.post('/tag/tags', { name: 'Inovação' })).status).toBe(201)
    const again = await editor.post('/tag/tags', { name: 'Inovação' })
    expect(again.status).toBe(200)
    expect((await pub().get('/tag/public-tags')).body.data.filter((t: { name: string }) => t.name === 'Inovação')).toHaveLength(1)
  })

  it('switches the home layout and refuses the version already applied', async () => {
    expect((await pub().get('/layout/layout-setting/latest')).body.data).toEqual({ currentVersion: 'v1' })
    expect((await admin.post('/layout/layout-setting', { version: 'V1' })).body).toEqual({ error: true, code: 'CONFLICT', message: 'Version already applied' })
    expect((await admin.post('/layout/layout-setting', { version: 'V2' })).body.message).toBe('Layout saved successfully')
    expect((await pub().get('/layout/layout-setting/latest')).body.data).toEqual({ currentVersion: 'v2' })
    expect((await admin.post('/layout/layout-setting', { version: 'v3' })).status).toBe(400)
  })

  it('serves and updates WhatsApp, company, FAQs and SEO snippets', async () => {
    expect((await admin.put('/whatsapp/whatsapp-setting', { phone: '', color: '#123456' })).body.errors[0]).toEqual({
      field: 'phone',
      message: 'Contact phone is required',
    })
    await admin.put('/whatsapp/whatsapp-setting', { phone: '5511912345678', message: 'Oi', color: '#1E7E34' })
    expect((await pub().get('/whatsapp/public-whatsapp')).body.data).toEqual({ phone: '5511912345678', message: 'Oi', color: '#1E7E34', enabled: true })
    await admin.put('/company/company', { phone: '(11) 4000-0000' })
    expect((await pub().get('/company/public-company')).body.data).toMatchObject({ name: 'RC Sistemas', phone: '(11) 4000-0000' })
    const faqs = await pub().get('/faq/public-faqs?product=rc-sistemI')
    expect(faqs.body.data.length).toBeGreaterThan(0)
    expect(faqs.body.data.every((f: { product: string }) => f.product === 'rc-sistemI')).toBe(true)

    const snippet = await admin.post('/seo/seo', { name: 'Analytics', head: '<script>window.a=1</script>', body: '<noscript>x</noscript>', active: true })
    expect(snippet.status).toBe(201)
    expect(snippet.body.message).toBe('SEO snippet created successfully')
    const { id, unique_key } = snippet.body.data
    expect((await pub().get('/seo/public-seo')).body.data).toContainEqual({ head: '<script>window.a=1</script>', body: '<noscript>x</noscript>' })
    expect((await admin.put(`/seo/seo/${id}/00000000-0000-4000-8000-000000000000`, { active: false })).status).toBe(404)
    expect((await admin.put(`/seo/seo/${id}/${unique_key}`, { active: false })).body.message).toBe('SEO snippet updated successfully')
    expect((await pub().get('/seo/public-seo')).body.data).toEqual([])
    expect((await admin.get('/seo/seo')).body.data).toHaveLength(1)
  })

  it('answers dashboard statistics for a period', async () => {
    const stats = await admin.get('/dashboard/statistics?period=7d')
    expect(stats.status).toBe(200)
    const d = stats.body.data
    expect(d.readsPerDay).toHaveLength(7)
    expect(d.totalReads).toBe(d.readsPerDay.reduce((s: number, x: { reads: number }) => s + x.reads, 0))
    expect(d.authors).toBeGreaterThanOrEqual(3)
    expect(d.recentArticles.length).toBeGreaterThan(0)
    expect(d.unreadArticles).toBeGreaterThanOrEqual(0)
    expect((await admin.get('/dashboard/statistics?period=2w')).status).toBe(400)
  })
})

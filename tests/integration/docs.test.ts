import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/boot'

describe('API documentation', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => server?.close())

  it('publishes an OpenAPI 3.1 document generated from the route table', async () => {
    const { ROUTES } = await import('../../contract/routes')
    const res = await fetch(`${server.url}/api/openapi.json`)
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    for (const spec of Object.values(ROUTES)) {
      const path = spec.path.replace(/:(\w+)/g, '{$1}')
      expect(doc.paths[path]?.[spec.method], `${spec.method} ${spec.path}`).toBeTruthy()
    }
    const login = doc.paths['/auth/auth'].post
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password'])
    expect(doc.paths['/lead/leads'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['name', 'title', 'email', 'createdFrom', 'page', 'limit']),
    )
  })

  it('declares the statuses each route sends, not only success, 400, 401/403 and 429 (issue #31)', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses)
    expect(statuses('/article/articles/{id}', 'get')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']))
    expect(statuses('/category/categories/{id}', 'delete')).toContain('409') // still has articles
    expect(statuses('/auth/auth', 'post')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '423', '429']))
    expect(statuses('/auth/credentials/token', 'post')).toContain('401')
    expect(statuses('/newsletter/subscribe', 'post')).toEqual(expect.arrayContaining(['200', '201', '202']))
    expect(statuses('/category/public-categories', 'get')).toContain('400') // an unknown ?lang=
    expect(statuses('/article/public-articles', 'get')).toContain('503') // busy: Retry-After
    expect(statuses('/article/articles', 'post')).toEqual(expect.arrayContaining(['201', '409', '413']))
  })

  it('declares the answer of every JSON route: data, meta on lists, the fields beside data', async () => {
    const { ROUTES } = await import('../../contract/routes')
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const answer = (path: string, method: string) => {
      const op = doc.paths[path][method]
      const [status] = Object.keys(op.responses)
      return op.responses[status!].content['application/json']?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined
    }
    for (const spec of Object.values(ROUTES)) {
      if (!('response' in spec)) continue
      const schema = answer(spec.path.replace(/:(\w+)/g, '{$1}'), spec.method)
      expect(schema?.required, `${spec.method} ${spec.path}`).toContain('data')
      if ('paged' in spec) expect(schema?.required, `${spec.method} ${spec.path}`).toContain('meta')
    }
    const login = answer('/auth/auth', 'post')!
    expect(login.required).toEqual(expect.arrayContaining(['data', 'token']))
    // The user is the shared User component, which the answer points to.
    expect(login.properties!.data).toEqual({ $ref: '#/components/schemas/User' })
    expect(Object.keys(doc.components.schemas.User.properties)).toEqual(expect.arrayContaining(['id', 'email', 'access', 'email_verified']))
    expect(JSON.stringify(login)).not.toMatch(/password|hash|salt/)
  })

  it('names every resource once as a component, says who may call with which token, and declares the headers (issue #31)', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const schemas = doc.components.schemas
    for (const name of [
      'User',
      'Article',
      'ArticleCard',
      'Category',
      'Tag',
      'Lead',
      'Message',
      'Credential',
      'WebhookEndpoint',
      'NewsletterSend',
      'ActivityEntry',
    ])
      expect(schemas[name]?.type, name).toBe('object')
    const answer = (path: string, method: string, status = '200') => doc.paths[path][method].responses[status]
    expect(answer('/article/articles', 'get').content['application/json'].schema.properties.data.items).toEqual({ $ref: '#/components/schemas/Article' })
    expect(answer('/lead/leads', 'get').content['application/json'].schema.properties.data.items).toEqual({ $ref: '#/components/schemas/Lead' })
    expect(schemas.UserWithRoles.properties.user).toEqual({ $ref: '#/components/schemas/User' }) // a resource inside another
    // Every $ref points to something declared.
    for (const ref of JSON.stringify(doc).match(/#\/components\/(?:schemas|headers)\/[A-Za-z-]+/g) ?? []) {
      const [, kind, name] = ref.split('/').slice(1)
      expect(doc.components[kind!][name!], ref).toBeTruthy()
    }

    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['integrator', 'panels', 'staff'])
    const leads = doc.paths['/lead/leads'].get
    expect(leads.security).toEqual([{ staff: [] }, { integrator: [] }])
    expect(leads['x-integrator-products']).toEqual(['leads'])
    expect(doc.paths['/user/users-list'].post.security).toEqual([{ staff: [] }]) // staff only
    expect(doc.paths['/article/public-articles'].get.security).toEqual([])

    expect(Object.keys(answer('/auth/auth', 'post', '429').headers)).toEqual(['Retry-After', 'RateLimit', 'RateLimit-Policy'])
    expect(Object.keys(answer('/article/public-articles', 'get', '503').headers)).toEqual(['Retry-After'])
    expect(Object.keys(answer('/article/public-articles', 'get').headers)).toEqual(['Content-Language'])
    expect(Object.keys(answer('/lead/leads', 'get', '401').headers)).toEqual(['WWW-Authenticate'])

    // Every event's payload, as posted, with the signing headers; article events carry the public address.
    const { WEBHOOK_EVENTS } = await import('../../domain/webhooks')
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort())
    const published = doc.webhooks['article.published'].post
    expect(published.parameters.map((p: { name: string }) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature'])
    expect(Object.keys(published.requestBody.content['application/json'].schema.properties.data.properties)).toContain('url')
    expect(doc.webhooks['lead.created'].post.description).toContain('leads')
  })

  it('gives every request body and every JSON answer an example its route accepts (issue #31)', async () => {
    const { ROUTES } = await import('../../contract/routes')
    const { successBody } = await import('../../contract/route')
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    let examples = 0
    for (const [id, spec] of Object.entries(ROUTES)) {
      const op = doc.paths[spec.path.replace(/:(\w+)/g, '{$1}')][spec.method]
      if ('body' in spec && spec.body && !('requestType' in spec)) {
        const example = op.requestBody.content['application/json'].example
        expect(example, `${id} request`).toBeDefined()
        expect(spec.body.safeParse(example).success, `${id} request`).toBe(true)
        examples++
      }
      const body = successBody(spec)
      if (body) {
        const answer = op.responses[String('status' in spec ? spec.status : 200)].content['application/json'].example
        expect(answer, `${id} answer`).toBeDefined()
        expect(body.safeParse(answer).success, `${id} answer`).toBe(true)
        examples++
      }
    }
    expect(examples).toBeGreaterThan(140)
    expect(doc.paths['/auth/auth'].post.requestBody.content['application/json'].example).toMatchObject({ email: 'mariana.costa@example.com' })
  })

  it('serves a browsable reference that loads nothing from another host', async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text()
    expect(html).toContain('<title>API reference</title>')
    expect(html).not.toMatch(/(src|href)="https?:/)
    const script = await fetch(`${server.url}/api/docs/docs.js`)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(await script.text()).toContain("fetch('/api/openapi.json')")
  })
})

describe("the document's links, followed (issue #47, item 2)", () => {
  let server: TestServer
  beforeAll(async () => {
    // No name resolves on a test machine: the webhook points at this machine, which the setting admits.
    server = await startTestServer({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } })
  })
  afterAll(async () => server?.close())

  it("takes its examples from the demo content, and a create's from something new (issue #47, item 3)", async () => {
    const { ARTICLES } = await import('../../services/seed/content/articles')
    const { AUTHORS } = await import('../../services/seed/content/people')
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const text = JSON.stringify(doc)
    expect(text).toContain(JSON.stringify(ARTICLES[0]!.title))
    expect(text).toContain(AUTHORS[0]!.email)
    // No placeholder is left: every example value says what it is (345 "texto" before the demo content, 25 a stop ago).
    const placeholders: string[] = []
    const walk = (value: unknown, at: string): void => {
      if (typeof value === 'string' && (value === 'texto' || /^a+$/.test(value))) placeholders.push(at)
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) if (!(key === 'name' && /\/parameters\/\d+$/.test(at))) walk(inner, `${at}/${key}`) // a path parameter may be named `a`
    }
    walk(doc.paths, '')
    expect(placeholders).toEqual([])
    // A rich-text body is a Lexical document of paragraphs, not a shape filled with placeholders.
    expect(doc.paths['/article/articles'].post.requestBody.content['application/json'].example.content.root.children[0].type).toBe('paragraph')
    const created = doc.paths['/article/articles'].post.requestBody.content['application/json'].example
    expect(ARTICLES.map((article) => article.title)).not.toContain(created.title)
  })

  it('describes every parameter an integrator sends (issue #47, item 3)', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const bare: string[] = []
    for (const item of Object.values<Record<string, { operationId?: string; parameters?: { name: string; description?: string }[] }>>(doc.paths))
      for (const op of Object.values(item))
        for (const parameter of op.parameters ?? []) if (!parameter.description?.trim()) bare.push(`${op.operationId} ${parameter.name}`)
    expect(bare).toEqual([])
  })

  it('gives every error answer an example in the error format, with the code its status carries (issue #47, item 3)', async () => {
    const { errorBodySchema } = await import('../../contract/errors')
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const STATUS: Record<string, string[]> = { '409': ['CONFLICT'], '503': ['BUSY', 'DB_UNAVAILABLE', 'STORAGE_UNAVAILABLE'] }
    let seen = 0
    for (const item of Object.values<Record<string, { responses?: Record<string, any> }>>(doc.paths))
      for (const op of Object.values(item))
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          if (Number(status) < 400) continue
          const example = answer.content['application/json'].example
          expect(errorBodySchema.safeParse(example).success, `${status} ${JSON.stringify(example)}`).toBe(true)
          if (STATUS[status]) expect(STATUS[status]).toContain(example.code)
          expect(example.message).not.toMatch(/\{\{/)
          seen++
        }
    expect(seen).toBeGreaterThan(400)
  })

  it("chains each create to what its links read, change and delete: the create's documented example, then every linked read by the pointer", async () => {
    const { client, makeUser, tokenFor } = await import('../helpers/api')
    const { ACCESS_AREAS } = await import('../../domain/access')
    const { seedDemoContent } = await import('../../services/seed')
    await seedDemoContent(server.payload, { adminEmail: 'a@example.com', adminPassword: 'Str0ng!Passw0rd' })
    await makeUser(server.payload, 'links', [...ACCESS_AREAS], 'admin')
    const admin = client(server, await tokenFor(server, 'links@example.com'))
    const published = (await client(server).get('/article/public-articles?limit=1')).body.data[0].id
    const first = async (collection: 'media' | 'categories' | 'tags') =>
      String((await server.payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id)
    const [image, category, tag] = [await first('media'), await first('categories'), await first('tags')]
    // The documented examples, with what they refer to taken from this database (their ids are placeholders).
    const bodies: Record<string, (example: Record<string, unknown>) => unknown> = {
      '/article/articles': (example) => ({ ...example, image, categories: [category], tags: [tag] }),
      '/category/categories': (example) => ({ ...example, image, name: 'Categoria dos links' }),
      '/newsletter/sends': (example) => ({ ...example, article: String(published) }),
      '/webhooks/endpoints': (example) => ({ ...example, url: 'http://127.0.0.1:9/webhooks' }),
    }
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const operations = new Map<string, { path: string; method: string }>()
    for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(doc.paths))
      for (const [method, op] of Object.entries(item)) if (op.operationId) operations.set(op.operationId, { path, method })
    const pointer = (body: unknown, at: string) =>
      at
        .replace('$response.body#/', '')
        .split('/')
        .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], body)
    const chained: string[] = []
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      const post = item.post
      const created = post?.responses?.['201']
      if (!created?.links) continue
      const example = post.requestBody.content['application/json'].example
      const answer = await admin.post(path, bodies[path]?.(example) ?? example)
      const reads: string[] = []
      const deletes: string[] = []
      expect(answer.status, `${post.operationId}: ${JSON.stringify(answer.body)}`).toBe(201)
      for (const [target, link] of Object.entries<{ operationId: string; parameters: Record<string, string> }>(created.links)) {
        const op = operations.get(link.operationId)!
        expect(op, target).toBeTruthy()
        const values = Object.fromEntries(Object.entries(link.parameters).map(([name, at]) => [name, String(pointer(answer.body, at))]))
        // An id, a uniqueKey (a UUID) or a constant the link names (issue #62: every parameter its target needs).
        for (const value of Object.values(values)) expect(value, `${target}: ${JSON.stringify(values)}`).toMatch(/^[0-9a-z-]+$/)
        // Only operations whose every path parameter the link gives.
        if (!['get', 'delete'].includes(op.method) || /\{(?!id\})/.test(op.path.replace(/\{(\w+)\}/g, (m, n) => (n in values ? '{id}' : m)))) continue
        const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name]!)
        if (op.method === 'get') {
          expect((await admin.get(url)).status, `${link.operationId} ${url}`).toBe(200)
          reads.push(url)
        } else deletes.push(url)
        chained.push(`${post.operationId} -> ${link.operationId}`)
      }
      // Then deleted: every linked read of it answers 404.
      for (const url of deletes) expect((await admin.delete(url)).status, url).toBeLessThan(300)
      if (deletes.length) for (const url of reads.filter((read) => !read.includes('/deliveries'))) expect((await admin.get(url)).status, url).toBe(404)
    }
    expect(chained.length).toBeGreaterThanOrEqual(6)
  })
})

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
    expect(Object.keys((login.properties!.data as { properties: Record<string, unknown> }).properties)).toEqual(
      expect.arrayContaining(['id', 'email', 'access', 'email_verified']),
    )
    expect(JSON.stringify(login)).not.toMatch(/password|hash|salt/)
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

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
    expect(doc.paths['/lead/leads'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['name', 'title', 'email', 'createdFrom', 'page', 'limit']))
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

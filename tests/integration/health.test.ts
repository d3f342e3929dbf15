// On every database: health names the database and queries it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { errorBodySchema } from '../../contract/errors'
import { healthSchema } from '../../contract/health'
import { startTestServer, type TestServer } from '../helpers/boot'

describe('GET /api/health', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => server?.close())

  it('answers ok with the adapter in use and the package version', async () => {
    const res = await fetch(`${server.url}/api/health`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(healthSchema.parse(body)).toEqual({ status: 'ok', db: server.db.kind, version: pkg.version })
  })

  it('sends security headers on /api', async () => {
    const res = await fetch(`${server.url}/api/health`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  it('answers unknown /api paths in the contract error format', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`)
    expect(res.status).toBe(404)
    expect(errorBodySchema.parse(await res.json())).toMatchObject({ error: true, code: 'NOT_FOUND' })
  })

  it("answers a known path asked with another method 405 with Allow, in the caller's language (issue #31)", async () => {
    const res = await fetch(`${server.url}/api/newsletter/settings`, { method: 'POST', headers: { 'accept-language': 'pt-BR' } })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, PUT, HEAD')
    const body = errorBodySchema.parse(await res.json())
    expect(body).toMatchObject({ error: true, code: 'METHOD_NOT_ALLOWED' })
    expect(body.message).toBe('Método não permitido neste endereço. Use: GET, PUT, HEAD.')
    const unknown = await fetch(`${server.url}/api/no-such-thing`, { headers: { 'accept-language': 'fr' } })
    expect((await unknown.json()).message).toBe('Introuvable')
  })

  it('answers 405 with Allow on /api/health too, and a path a route names word for word allows only that route (issue #47, item 1)', async () => {
    for (const method of ['DELETE', 'PUT', 'OPTIONS']) {
      const res = await fetch(`${server.url}/api/health`, { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
    // Not the credential whose id would be "token": the token exchange, POST only.
    for (const path of ['/api/auth/credentials/token', '/api/auth/credentials/create-credentials-external-token']) {
      const options = await fetch(`${server.url}${path}`, { method: 'OPTIONS' })
      expect(options.headers.get('allow'), path).toBe('POST')
      for (const method of ['GET', 'DELETE']) {
        const res = await fetch(`${server.url}${path}`, { method })
        expect(res.status, `${method} ${path}`).toBe(405)
        expect(errorBodySchema.parse(await res.json())).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
      }
    }
    // A credential's own path still answers its methods.
    expect(new Set((await fetch(`${server.url}/api/auth/credentials/123`, { method: 'OPTIONS' })).headers.get('allow')?.split(', '))).toContain('GET')
  })

  it('answers OPTIONS and TRACE on every path of the contract with 405, Allow naming its methods, in the error format (issue #47, item 2)', async () => {
    const { ROUTES } = await import('../../contract/routes')
    const { request } = await import('node:http')
    // fetch refuses TRACE: a raw request, as a fuzzer sends it.
    const send = (method: string, path: string) =>
      new Promise<{ status: number; allow: string; body: string }>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { method }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? ''), body }))
        })
        req.on('error', reject)
        req.end()
      })
    const byPath = new Map<string, Set<string>>()
    for (const spec of Object.values(ROUTES)) {
      // A value no literal path of the contract takes, of the shape each parameter wants.
      const path = `/api${spec.path}`.replace(/:(\w+)/g, (_m, name: string) =>
        /key$/i.test(name) || name === 'a' ? '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b' : '7',
      )
      const methods = byPath.get(path) ?? new Set<string>()
      methods.add(spec.method.toUpperCase())
      if (spec.method === 'get') methods.add('HEAD')
      byPath.set(path, methods)
    }
    expect(byPath.size).toBeGreaterThan(90)
    for (const [path, methods] of byPath)
      for (const method of ['OPTIONS', 'TRACE']) {
        const answer = await send(method, path)
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(new Set(answer.allow.split(', ')), `${method} ${path}`).toEqual(methods)
        expect(errorBodySchema.parse(JSON.parse(answer.body)).code).toBe('METHOD_NOT_ALLOWED')
      }
  })

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    })
    expect(res.status).toBe(400)
    expect(errorBodySchema.parse(await res.json())).toMatchObject({ error: true, code: 'BAD_REQUEST' })
  })

  it('answers an oversize body with 413 in the contract format', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(300_000) }),
    })
    expect(res.status).toBe(413)
    expect(errorBodySchema.parse(await res.json()).code).toBe('PAYLOAD_TOO_LARGE')
  })
})

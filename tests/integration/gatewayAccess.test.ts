import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canUseAnyRoute } from '../../access/canUseRoute'
import type { RouteSpec } from '../../contract/route'
import { ROUTES } from '../../contract/routes'
import { CREDENTIAL_PRODUCTS } from '../../domain/credentials'
import { createApp } from '../../gateway/app'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * The access matrix, driven by the route table: every protected endpoint is tried with no
 * token, with a user lacking its routes, with one holding them, and with integrator tokens
 * of another product and of its own. A new endpoint without a declared permission fails here.
 */
const SAMPLE: Record<string, string> = {
  id: '999999',
  uniqueKey: '00000000-0000-4000-8000-000000000000',
  slug: 'nada',
  flag: 'x',
  param: '5',
  a: '00000000-0000-4000-8000-000000000000',
  b: '999999',
}
const pathOf = (spec: RouteSpec) => spec.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? 'x')
const entries = Object.entries(ROUTES) as [string, RouteSpec][]

describe('the route table', () => {
  it('declares a known kind of access for every endpoint', () => {
    for (const [id, spec] of entries) {
      const kinds = ['public', 'routes', 'signedIn', 'panels'].filter((k) => k in spec.access)
      expect(kinds, id).toHaveLength(1)
      if ('routes' in spec.access) expect(spec.access.routes.length, id).toBeGreaterThan(0)
    }
  })

  it('has no two endpoints on the same method and path', () => {
    const keys = entries.map(([, s]) => `${s.method} ${s.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('access matrix', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'nobody', [])
    await makeUser(server.payload, 'boss', [], 'admin')
    tokens.nobody = await tokenFor(server, 'nobody@example.com')
    tokens.admin = await tokenFor(server, 'boss@example.com')
    const admin = client(server, tokens.admin)
    for (const product of CREDENTIAL_PRODUCTS) {
      const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: product, products: [product], expiresAt: null })
      expect(created.status).toBe(201)
      const exchanged = await client(server).post('/auth/credentials/token', { accessKey: created.body.data.accessKey, secretKey: created.body.data.secretKey })
      expect(exchanged.status).toBe(200)
      tokens[`integrator:${product}`] = exchanged.body.data.token
    }
  })
  afterAll(async () => server?.close())

  // Logging out revokes the token it is called with: that endpoint gets fresh ones.
  const fresh = async (token?: string) =>
    token === tokens.admin ? tokenFor(server, 'boss@example.com') : token === tokens.nobody ? tokenFor(server, 'nobody@example.com') : token
  const call = async (spec: RouteSpec, token?: string) =>
    client(server, spec.path === '/auth/auth/logout' ? await fresh(token) : token).raw(
      spec.method.toUpperCase(),
      pathOf(spec),
      spec.method === 'get' || spec.method === 'delete' ? undefined : {},
    )

  for (const [id, spec] of entries) {
    if ('public' in spec.access) {
      it(`${id}: public, answers without a token`, async () => {
        const reply = await call(spec)
        expect([401, 403]).not.toContain(reply.status)
        expect(reply.status).toBeLessThan(500)
      })
      continue
    }
    if ('panels' in spec.access) {
      // The panels' session cookie is the credential (tests/integration/oneSignIn.test.ts): a bearer token of any kind is not.
      it(`${id}: 401 without the panels' cookie, whatever bearer token comes`, async () => {
        for (const token of [undefined, tokens.admin, tokens['integrator:leads']]) {
          const reply = await call(spec, token)
          expect(reply.status).toBe(401)
          expect(reply.body).toMatchObject({ error: true, code: 'UNAUTHORIZED' })
        }
      })
      continue
    }

    it(`${id}: 401 without a token`, async () => {
      const reply = await call(spec)
      expect(reply.status).toBe(401)
      expect(reply.body).toMatchObject({ error: true, code: 'UNAUTHORIZED' })
    })

    it(`${id}: 401 with a forged token`, async () => {
      expect((await call(spec, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged')).status).toBe(401)
    })

    const nobodyHolds = 'routes' in spec.access && canUseAnyRoute({ status: 'active', permission: 'operational', access: [] }, spec.access.routes)
    if ('routes' in spec.access && !nobodyHolds) {
      it(`${id}: 403 'Access not allowed' for a user without ${spec.access.routes.join(' or ')}`, async () => {
        const reply = await call(spec, tokens.nobody)
        expect(reply.status).toBe(403)
        expect(reply.body).toEqual({ error: true, code: 'FORBIDDEN', message: 'Access not allowed' })
      })
    } else {
      it(`${id}: open to any signed-in user (settings-profile and signed-in endpoints)`, async () => {
        const reply = await call(spec, tokens.nobody)
        expect([401, 403]).not.toContain(reply.status)
      })
    }

    it(`${id}: allowed to a user holding its routes`, async () => {
      const reply = await call(spec, tokens.admin)
      expect([401, 403]).not.toContain(reply.status)
      expect(reply.status).toBeLessThan(500)
    })

    const products = 'routes' in spec.access ? (spec.access.products ?? []) : []
    const other = CREDENTIAL_PRODUCTS.find((p) => !products.includes(p))!
    it(`${id}: 403 for an integrator token of another product (${other})`, async () => {
      expect((await call(spec, tokens[`integrator:${other}`])).status).toBe(403)
    })
    for (const product of products) {
      it(`${id}: allowed to an integrator token of ${product}`, async () => {
        const reply = await call(spec, tokens[`integrator:${product}`])
        expect([401, 403]).not.toContain(reply.status)
        expect(reply.status).toBeLessThan(500)
      })
    }
  }

  it('serves no /api endpoint outside the table (so none slips past this matrix)', () => {
    type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } }
    const app = createApp({ payload: server.payload }) as unknown as { router: { stack: Layer[] } }
    const served: string[] = []
    const walk = (stack: Layer[]) => {
      for (const layer of stack) {
        if (layer.route) for (const method of Object.keys(layer.route.methods)) served.push(`${method} ${layer.route.path}`)
        else if (layer.handle?.stack) walk(layer.handle.stack)
      }
    }
    walk(app.router.stack)
    // App-level routes outside /api: the rate limiters in front of Payload's own auth, /cms's
    // Preview button (it checks the panel's session itself: tests/integration/articlePreview.test.ts),
    // Payload's first-user form and endpoint, closed for the setup screen (tests/integration/setup.test.ts),
    // and the panels and back-office sending an unclaimed site's first visitor to it (issue #59, item 3).
    const outside = served.filter((route) => /^\/(cms-api|cms-preview|cms)[/,]/.test(route.split(' ')[1]!))
    expect(outside.sort()).toEqual([
      'get /cms,/cms/{*rest},/admin,/admin/{*rest}',
      'get /cms-preview/:id',
      'get /cms/create-first-user',
      'post /cms-api/users/first-register',
      'post /cms-api/users/forgot-password',
      'post /cms-api/users/login',
    ])
    served.splice(0, served.length, ...served.filter((route) => !outside.includes(route)))
    const declared = [...entries.map(([, spec]) => `${spec.method} ${spec.path}`), 'get /health']
    expect(served.sort()).toEqual(declared.sort())
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteSpec } from '../../contract/route'
import { ROUTES } from '../../contract/routes'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Generated junk at every endpoint, as an admin (so it passes authorization and reaches
 * validation and the services): never a 5xx, always the contract's error shape.
 * FUZZ_RUNS raises the number of cases per endpoint (default 8 keeps CI fast).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8)

const junkValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ $gt: '' }),
  fc.constant({ $ne: null }),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.constant('<script>alert(1)</script>'),
  fc.constant("' OR 1=1 --"),
  fc.constant('9'.repeat(40)),
)
const junkBody = fc.oneof(fc.dictionary(fc.constantFrom('email', 'password', 'name', 'title', 'id', 'status', 'page', 'limit', 'products', 'expiresAt', 'content', 'version', 'tab', 'x'), junkValue, { maxKeys: 6 }), fc.array(junkValue, { maxLength: 3 }), junkValue)
const junkSegment = fc.oneof(fc.constantFrom('1', '0', '-1', 'abc', '999999999999999999999', '%00', '..', 'null', '00000000-0000-4000-8000-000000000000'), fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/))
const junkQuery = fc.dictionary(fc.constantFrom('page', 'limit', 'search', 'status', 'tab', 'period', 'category', 'tag', 'author', 'createdFrom', 'product', 'alt'), fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '0', '1e9', 'NaN', '[]')), { maxKeys: 4 })

describe('generated junk at every endpoint', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'fuzz', [], 'admin')
    token = await tokenFor(server, 'fuzz@example.com')
  })
  afterAll(async () => server?.close())

  for (const [id, spec] of Object.entries(ROUTES) as [string, RouteSpec][]) {
    if (id === 'logout' || id === 'changePassword' || id === 'firstAccessPassword') continue // they end or change the fuzzing session itself
    it(`${id}: ${spec.method.toUpperCase()} ${spec.path} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(junkSegment, { minLength: 7, maxLength: 7 }), junkQuery, junkBody, async (segments, query, body) => {
          let n = 0
          const path = spec.path.replace(/:(\w+)/g, () => encodeURIComponent(segments[n++]!))
          const qs = new URLSearchParams(query as Record<string, string>).toString()
          const reply = await client(server, token).raw(spec.method.toUpperCase(), `${path}${qs ? `?${qs}` : ''}`, spec.method === 'get' || spec.method === 'delete' ? undefined : body)
          expect(reply.status, JSON.stringify({ path, query, body, reply: reply.body })).toBeLessThan(500)
          if (reply.status >= 400) expect(reply.body).toMatchObject({ error: true })
        }),
        { numRuns: RUNS },
      )
    })
  }
})

// On every database: every route's answers to generated cases, as each database stores, compares and orders them.
import fc from 'fast-check'
import { lexicalDocument } from '../../services/seed/lexical'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canUseAnyRoute } from '../../access/canUseRoute'
import { getRoleMap } from '../../access/roleMap'
import type { RouteSpec } from '../../contract/route'
import { OTHER_SUCCESS, errorStatuses } from '../../contract/routeStatuses'
import { ROUTES, type RouteId } from '../../contract/routes'
import { ACCESS_AREAS } from '../../domain/access'
import { CREDENTIAL_PRODUCTS } from '../../domain/credentials'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor, type Reply } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { invalidCases, validCases, type FieldHints } from '../helpers/schemaCases'
import { translator } from '../../gateway/http/language'
import type { MessageKey } from '../../domain/messageKeys'

/**
 * Issue #31 item 2: the contract, checked by cases generated from the route table itself. For
 * every route, valid cases (random and boundary values of its own zod schemas) and invalid ones
 * (a valid case with one thing broken) are sent by every kind of caller: anonymous, the admin, a
 * staff user of each access area and one with none, and an integrator token of each product.
 * It fails on a 5xx, a status the route does not declare, an answer outside its declared schema
 * (tests/helpers/api.ts checks every answer), an invalid input accepted, and a valid input
 * refused other than by a documented business rule (BUSINESS_RULES below). Runs on SQLite and,
 * with TEST_DB=postgres, on PostgreSQL. CONFORMANCE_RUNS sets the valid and invalid cases per
 * route and caller (3 in CI; the counts are printed at the end).
 */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 3)
const SEED = Number(process.env.CONFORMANCE_SEED ?? 31)
const PASSWORD = 'Guard@12345'

/** A rich-text body of one paragraph, as the seed writes them. */
const paragraph = (text: string) => lexicalDocument([{ p: text }])
/** Fields whose rules are refinements a JSON Schema cannot carry (password strength, confirmation, a rich-text document). */
const HINTS: FieldHints = {
  password: fc.constant(PASSWORD),
  confirm_password: fc.constant(PASSWORD),
  new_password: fc.constant(PASSWORD),
  content: fc
    .string({ minLength: 1, maxLength: 60 })
    .filter((text) => text.trim().length > 0)
    .map(paragraph),
  url: fc.webUrl({ validSchemes: ['https'] }),
  // The SQL databases hold no ObjectId: there a valid id is a positive integer.
  ...(process.env.TEST_DB === 'mongodb' ? {} : { $idText: fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String) }),
}

/**
 * A valid input may still be refused by a rule of the business, each documented (README, the
 * route's summary or the error catalogue): these message keys, and nothing else, may answer a
 * valid case with 400.
 */
const BUSINESS_RULES: readonly MessageKey[] = [
  'referenceNotFound', // a body naming a row that does not exist (an image, a logo, a category, an author)
  'resetLinkInvalid', // a reset token that is not the user's
  'currentPasswordIncorrect',
  'invalidCodeOrEmail', // a verification code that was not sent
  'newsletterConfirmLinkInvalid', // a confirmation token that was not sent
  'webhookUrlRefused', // a webhook address that is private or does not resolve (no test address resolves)
  'invalidCredentials',
]

type Identity = { name: string; kind: 'anonymous' | 'staff' | 'integrator'; area?: string; permission?: 'admin' | 'operational'; product?: string }
const IDENTITIES: Identity[] = [
  { name: 'anonymous', kind: 'anonymous' },
  { name: 'admin', kind: 'staff', permission: 'admin' },
  ...ACCESS_AREAS.map((area): Identity => ({ name: `staff:${area}`, kind: 'staff', area, permission: 'operational' })),
  { name: 'staff:none', kind: 'staff', permission: 'operational' },
  ...CREDENTIAL_PRODUCTS.map((product): Identity => ({ name: `integrator:${product}`, kind: 'integrator', product })),
]

type Counts = { valid: number; invalid: number; refused: number }
const counts = new Map<string, Counts>(IDENTITIES.map((who) => [who.name, { valid: 0, invalid: 0, refused: 0 }]))
const unreachable: string[] = []

const asText = (value: unknown) =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key, Array.isArray(v) ? v.map(String) : String(v)]))

describe('the contract, generated from the route table', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  let allowedFor: (who: Identity, spec: RouteSpec) => boolean
  const en = translator('en')
  const businessTexts = new Set<string>(BUSINESS_RULES.map((key) => en(key)))

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    const roleMap = await getRoleMap(server.payload)
    for (const who of IDENTITIES.filter((i) => i.kind === 'staff')) {
      const key = who.name.replace(/[^a-z]/g, '')
      await makeUser(server.payload, key, who.area ? [who.area as never] : [], who.permission)
      tokens[who.name] = await tokenFor(server, `${key}@example.com`)
    }
    const admin = client(server, tokens.admin)
    for (const who of IDENTITIES.filter((i) => i.kind === 'integrator')) {
      const created = await admin.post('/auth/credentials/create-credentials-external-token', {
        description: who.name,
        products: [who.product],
        expiresAt: null,
      })
      const exchanged = await client(server).post('/auth/credentials/token', { accessKey: created.body.data.accessKey, secretKey: created.body.data.secretKey })
      tokens[who.name] = exchanged.body.data.token
    }
    allowedFor = (who, spec) => {
      const access = spec.access
      if ('public' in access) return true
      if ('panels' in access || who.kind === 'anonymous') return false
      if (who.kind === 'integrator') return 'routes' in access && (access.products ?? []).includes(who.product as never)
      if ('signedIn' in access) return true
      return canUseAnyRoute({ status: 'active', permission: who.permission, access: who.area ? [who.area] : [] }, access.routes, roleMap)
    }
  }, 120_000)

  afterAll(async () => {
    const table = [...counts].map(
      ([who, c]) => `${who.padEnd(26)} ${String(c.valid).padStart(5)} valid ${String(c.invalid).padStart(5)} invalid ${String(c.refused).padStart(5)} refused`,
    )
    console.log(`conformance (${process.env.TEST_DB ?? 'sqlite'}, ${RUNS} runs, seed ${SEED}):\n${table.join('\n')}`)
    if (unreachable.length) console.log(`no valid case generated for: ${unreachable.join(', ')}`)
    await server?.close()
  })

  /** One call as it goes over HTTP: path parameters in the path, the query in the URL, the body as JSON. */
  async function send(who: Identity, id: RouteId, spec: RouteSpec, input: { params?: unknown; query?: unknown; body?: unknown }): Promise<Reply> {
    const params = (input.params ?? {}) as Record<string, string>
    const path = spec.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, string | string[]>))
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, item)
    const url = search.size ? `${path}?${search}` : path
    const json = spec.requestType ? undefined : spec.method === 'get' || spec.method === 'delete' ? undefined : (input.body ?? {})
    const reply = await client(server, tokens[who.name], 'en').raw(spec.method.toUpperCase(), url, json)
    // Logging out ends the session: the next call of this caller needs a new one.
    if (id === 'logout' && reply.status === 200) tokens[who.name] = await tokenFor(server, `${who.name.replace(/[^a-z]/g, '')}@example.com`)
    return reply
  }

  for (const [id, spec] of Object.entries(ROUTES) as [RouteId, RouteSpec][]) {
    it(`${id}: ${spec.method.toUpperCase()} ${spec.path}`, async () => {
      const declared = new Set([spec.status ?? 200, ...(OTHER_SUCCESS[id] ?? []), ...errorStatuses(id, spec)])
      const parts = (['params', 'query', 'body'] as const).filter((part) => spec[part] && !(part === 'body' && spec.requestType))
      const prepare = (part: (typeof parts)[number]) => (part === 'body' ? undefined : asText)
      const valid = Object.fromEntries(
        parts.map((part, index) => [part, validCases(spec[part] as z.ZodType, RUNS, SEED + index, prepare(part), HINTS)]),
      ) as Record<string, unknown[]>
      const missing = parts.filter((part) => !valid[part]!.length)
      if (missing.length) unreachable.push(`${id} (${missing.join(', ')})`)
      const validInputs = missing.length
        ? []
        : Array.from({ length: parts.length ? RUNS : 1 }, (_, i) => Object.fromEntries(parts.map((part) => [part, valid[part]![i % valid[part]!.length]])))
      const invalidInputs = missing.length
        ? []
        : parts.flatMap((part) => {
            const sample = valid[part]![0]
            if (!sample || typeof sample !== 'object' || Array.isArray(sample)) return []
            // A path has no unknown or missing parameters (another path is another route): only wrong values.
            const broken = invalidCases(
              spec[part] as z.ZodType,
              sample as Record<string, unknown>,
              prepare(part),
              part === 'body' ? undefined : 'not-valid-ẍ',
            ).filter((c) => part !== 'params' || !(c.why === 'an unknown key' || c.why.startsWith('without ')))
            // Spread over the kinds of breakage, at most RUNS per part.
            const step = Math.max(1, Math.floor(broken.length / RUNS))
            return broken
              .filter((_, i) => i % step === 0)
              .slice(0, RUNS)
              .map((c) => ({ why: `${part} ${c.why}`, input: { ...validInputs[0], [part]: c.value } }))
          })

      const problems: string[] = []
      const note = (who: Identity, what: string, input: unknown, reply: Reply) =>
        problems.push(`${who.name} ${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)} for ${JSON.stringify(input).slice(0, 300)}`)

      for (const who of IDENTITIES) {
        const tally = counts.get(who.name)!
        if (!allowedFor(who, spec)) {
          const input = validInputs[0] ?? {}
          const reply = await send(who, id, spec, input)
          tally.refused++
          if (![401, 403].includes(reply.status) || !declared.has(reply.status)) note(who, 'not refused', input, reply)
          continue
        }
        for (const input of validInputs) {
          const reply = await send(who, id, spec, input)
          tally.valid++
          if (reply.status >= 500 || !declared.has(reply.status)) note(who, 'valid case, undeclared status', input, reply)
          else if (reply.status === 400 && !spec.requestType) {
            const texts = [reply.body?.message, ...((reply.body?.errors ?? []) as { message: string }[]).map((e) => e.message)]
            if (!texts.some((text) => businessTexts.has(text))) note(who, 'valid case refused', input, reply)
          }
        }
        for (const { why, input } of invalidInputs) {
          const reply = await send(who, id, spec, input)
          tally.invalid++
          if (reply.status !== 400 && !(reply.status === 429 && declared.has(429))) note(who, `invalid case (${why}) not refused with 400`, input, reply)
        }
      }
      expect(problems).toEqual([])
    }, 180_000)
  }
})

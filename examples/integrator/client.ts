/**
 * An integrator's program, typed by the API's own document (issue #31 item 3): the types come
 * from `openapi-typescript` run on /api/openapi.json (`api.d.ts`, generated, not committed:
 * `npx openapi-typescript http://localhost:3000/api/openapi.json -o examples/integrator/api.d.ts`).
 * It trades a credential for a token, lists leads, registers a webhook endpoint, and checks a
 * delivery's signature as a receiver would. CI generates the types, type-checks this file
 * strictly against them and runs it against a test server (tests/integration/generatedClient.test.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { paths, webhooks } from './api.js'

type Json<Op> = Op extends { content: { 'application/json': infer Body } } ? Body : never
type TokenAnswer = Json<paths['/auth/credentials/token']['post']['responses'][200]>
type LeadsAnswer = Json<paths['/lead/leads']['get']['responses'][200]>
type LeadsQuery = NonNullable<paths['/lead/leads']['get']['parameters']['query']>
type EndpointBody = Json<NonNullable<paths['/webhooks/endpoints']['post']['requestBody']>>
type EndpointAnswer = Json<paths['/webhooks/endpoints']['post']['responses'][201]>
type ApiError = Json<paths['/lead/leads']['get']['responses'][401]>
/** What an endpoint subscribed to lead.created receives. */
export type LeadCreated = Json<NonNullable<webhooks['lead.created']['post']['requestBody']>>

export class IntegratorError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.code}: ${body.message}`)
  }
}

async function call<T>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json: unknown = await response.json()
  if (!response.ok) throw new IntegratorError(response.status, json as ApiError)
  return json as T
}

export async function runIntegrator(options: { baseUrl: string; accessKey: string; secretKey: string; hookUrl: string }) {
  const { baseUrl, accessKey, secretKey, hookUrl } = options
  const exchanged = await call<TokenAnswer>(baseUrl, 'POST', '/auth/credentials/token', null, { accessKey, secretKey })
  const token: string = exchanged.data.token
  const products: string[] = exchanged.data.products

  const query: LeadsQuery = { page: 1, limit: 5 }
  const leads = await call<LeadsAnswer>(baseUrl, 'GET', `/lead/leads?page=${query.page}&limit=${query.limit}`, token)
  const emails: string[] = leads.data.map((lead) => lead.email)
  const total: number = leads.meta.total

  const endpoint: EndpointBody = { url: hookUrl, description: 'CRM', events: ['lead.created'] }
  const created = await call<EndpointAnswer>(baseUrl, 'POST', '/webhooks/endpoints', token, endpoint)
  return { products, emails, total, endpointId: created.data.id, secret: created.data.secret }
}

/**
 * A receiver's check (Standard Webhooks): the signature is HMAC-SHA256 of "id.timestamp.body"
 * with the endpoint's secret (base64 after `whsec_`), sent as `v1,<base64>`; a try older than
 * five minutes is refused. Answers the event, typed, or throws.
 */
export function verifyLeadCreated(secret: string, headers: Record<string, string | undefined>, body: string, now = Date.now()): LeadCreated {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signatures = headers['webhook-signature']
  if (!id || !timestamp || !signatures) throw new Error('not a signed delivery')
  if (Math.abs(now / 1000 - Number(timestamp)) > 300) throw new Error('too old')
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest()
  const valid = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    const given = Buffer.from(value ?? '', 'base64')
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!valid) throw new Error('bad signature')
  return JSON.parse(body) as LeadCreated
}

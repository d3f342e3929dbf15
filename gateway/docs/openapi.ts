import { CONTENT_LOCALES } from '../../domain/contentLocales'
import { CONTENT_LANGUAGE_PARAM } from '../http/language'
import { z } from 'zod'
import pkg from '../../package.json' with { type: 'json' }
import { errorBodySchema } from '../../contract/errors'
import { healthSchema } from '../../contract/health'
import { successBody, type RouteAccess, type RouteSpec } from '../../contract/route'
import { ROUTES, type RouteId } from '../../contract/routes'
import { ACTIVITY_OF, ACTIVITY_ON_FAILURE } from '../../contract/activity'
import { OTHER_SUCCESS, errorStatuses } from '../../contract/routeStatuses'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_HOURS, REPLAYED_HEADER, isIdempotentRoute } from '../../contract/idempotency'
import { resourceSchemas, withResourceRefs } from './components'
import { exampleFor } from './examples'
import { dataPointers, linksOf } from './links'
import { errorExample } from './errorExamples'
import { SUCCESS_MESSAGE } from './successMessages'
import { translator } from '../http/language'
import { DOCUMENT_FIELDS, TEXT_PATTERN } from '../../domain/inputText'
import { parameterDescription } from './parameterDescriptions'
import { webhookEventBody } from '../../contract/webhooks'
import { WEBHOOK_EVENT_PRODUCTS, WEBHOOK_EVENTS } from '../../domain/webhooks'

type JsonSchema = Record<string, unknown>
const json = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema

/**
 * A request's schema as the gateway checks it: every free text (no format, pattern or list of
 * values of its own) holds no control character (domain/inputText.ts), as refuseControlCharacters
 * refuses one with 400 before any route runs.
 */
/** A schema's properties with the rule, but for documents (DOCUMENT_FIELDS): their texts are cleaned, not refused. */
function declaringInProperties(properties: unknown): unknown {
  if (!properties || typeof properties !== 'object') return properties
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      DOCUMENT_FIELDS.includes(name) && (schema as { type?: unknown }).type !== 'string' ? schema : declaringTextRule(schema),
    ]),
  )
}

function declaringTextRule(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(declaringTextRule)
  if (!node || typeof node !== 'object') return node
  const out = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'examples' || key === 'default' ? value : key === 'properties' ? declaringInProperties(value) : declaringTextRule(value),
    ]),
  )
  const type = out.type
  const text = type === 'string' || (Array.isArray(type) && type.includes('string'))
  if (!text || out.format !== undefined || out.enum !== undefined || out.const !== undefined) return out
  if (out.pattern === undefined) out.pattern = TEXT_PATTERN
  // A pattern of its own that admits any character but some (`[^\s]`, `.`, `\S`) admits control
  // characters too: the rule joins it.
  else if (typeof out.pattern === 'string' && /\[\^|(?<!\\)\.|\\[SWD]/.test(out.pattern))
    out.allOf = [...((out.allOf as unknown[]) ?? []), { pattern: TEXT_PATTERN }]
  return out
}

/** A success answer's body: the route's declared `{ data, message?, meta?, ...extra }`, or its own content type. */
/** A success example's `message` as the route says it (English, as every example), or none. */
function withOwnMessage(id: RouteId, example: unknown) {
  if (!example || typeof example !== 'object') return example
  const { message: _sample, ...rest } = example as Record<string, unknown>
  const key = SUCCESS_MESSAGE[id]
  return key ? { ...rest, message: translator('en')(key) } : rest
}

function success(id: RouteId, spec: RouteSpec) {
  const body = successBody(spec)
  if (body) {
    // The example is built from what the schema accepts (its input side), and checked by it.
    return { 'application/json': { schema: withResourceRefs(json(body, 'output')), example: withOwnMessage(id, exampleFor(body, json(body))) } }
  }
  return { [spec.responseType ?? 'application/json']: { schema: spec.responseType === 'application/json' ? { type: 'object' } : { type: 'string' } } }
}

const describeAccess = (access: RouteAccess) =>
  'public' in access
    ? 'Public: no token.'
    : 'panels' in access
      ? "The panels' (/cms) staff session: their payload-token cookie, from the site's own pages only; no bearer token."
      : 'signedIn' in access
        ? `Any signed-in staff user${access.firstAccess ? ' (also during first access)' : ''}.`
        : `Staff holding any of: ${access.routes.join(', ')}${access.self ? ' (or the user acting on their own record)' : ''}.` +
          (access.products?.length ? ` Integrator tokens for: ${access.products.join(', ')}.` : '')

function parameters(id: RouteId, spec: RouteSpec) {
  const out: Record<string, unknown>[] = []
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue
    const s = declaringTextRule(json(schema)) as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const description = (prop.description as string | undefined) ?? parameterDescription(id, name)
      out.push({ name, in: where, required: where === 'path' || (s.required ?? []).includes(name), ...(description ? { description } : {}), schema: prop })
    }
  }
  if (isIdempotentRoute(spec)) {
    out.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        `Makes a retry safe: the first request with this key runs and its answer (success or refusal) is kept for ${IDEMPOTENCY_HOURS} hours; ` +
        `the same key with the same request answers it again, marked \`${REPLAYED_HEADER}: true\`, without doing the work twice, on any instance. ` +
        'The same key with another request answers 422; while the first still runs, 409 with Retry-After. A key belongs to its caller and operation. ' +
        'A request the contract refuses (400) does not use the key.',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
      example: '6f1c2b7e-3d4a-4e5f-9a8b-7c6d5e4f3a2b',
    })
  }
  if (spec.localized) {
    out.push({
      name: CONTENT_LANGUAGE_PARAM,
      in: 'query',
      required: false,
      description:
        spec.localized === 'read'
          ? 'Language of the content (else Accept-Language, else pt-BR); a text not yet translated comes in pt-BR. The answer names it in Content-Language.'
          : "Language of the texts read or written (else pt-BR): that language's own title, excerpt and content, empty where not yet translated; `translated` lists the languages written.",
      schema: { type: 'string', enum: [...CONTENT_LOCALES] },
    })
  }
  return out
}

/** The OpenAPI 3.1 document, generated from the route table and its zod schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {
    '/health': {
      get: {
        tags: ['system'],
        summary: 'Liveness and database',
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: json(healthSchema) } } } },
      },
    },
  }
  for (const [operationId, spec] of Object.entries(ROUTES) as [string, RouteSpec][]) {
    const path = spec.path.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][spec.method] = {
      operationId,
      tags: [spec.tag],
      summary: spec.summary,
      description: describeAccess(spec.access) + recorded(operationId as RouteId),
      security: security(spec.access),
      ...(products(spec.access).length ? { 'x-integrator-products': products(spec.access) } : {}),
      parameters: parameters(operationId as RouteId, spec),
      ...(spec.body
        ? { requestBody: { required: true, content: { [spec.requestType ?? 'application/json']: requestMedia(spec.body, spec.status === 201) } } }
        : {}),
      // A body with no schema of its own (an upload) is the file's bytes.
      ...(spec.requestType && !spec.body
        ? { requestBody: { required: true, content: { [spec.requestType]: { schema: { type: 'string', format: 'binary' } } } } }
        : {}),
      responses: {
        ...Object.fromEntries(
          [spec.status ?? 200, ...(OTHER_SUCCESS[operationId as RouteId] ?? [])].map((status) => [
            String(status),
            {
              description: spec.response ? 'Success: { data, message?, meta? }' : 'Success',
              ...(spec.localized ? { headers: { 'Content-Language': { $ref: '#/components/headers/Content-Language' } } } : {}),
              content: success(operationId as RouteId, spec),
              ...linked(operationId as RouteId, spec),
            },
          ]),
        ),
        ...Object.fromEntries(
          errorStatuses(operationId as RouteId, spec).map((status) => [
            String(status),
            errorAnswer(status, operationId as RouteId, Boolean(spec.body || spec.requestType)),
          ]),
        ),
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Corporate site REST API',
      version: pkg.version,
      description:
        'Errors: `{ error: true, message, code, errors?: [{ field, message }] }`, messages in the language of Accept-Language (en, pt-BR, es, fr, ht; ' +
        'English when absent). Authenticate with `Authorization: Bearer <token>` from POST /auth/auth (staff) or POST /auth/credentials/token (integrators).',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        staff: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A staff session: the token POST /auth/auth answers (8 hours, or 30 days with remember). What it may call follows the user’s access areas.',
        },
        integrator: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An integrator token: POST /auth/credentials/token with a credential’s access key and secret (15 minutes). An operation names the products it admits in x-integrator-products.',
        },
        panels: { type: 'apiKey', in: 'cookie', name: 'payload-token', description: "The /cms panels' session cookie (same-site pages only)." },
      },
      schemas: {
        Error: json(errorBodySchema),
        ...resourceSchemas(),
      },
      headers: HEADERS,
    },
    paths,
    webhooks: webhooks(),
  }
}

/** What each event posts to an endpoint (OpenAPI 3.1's `webhooks`), signed as Standard Webhooks says. */
function webhooks() {
  const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } })
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => {
      const needs = WEBHOOK_EVENT_PRODUCTS[event]
      return [
        event,
        {
          post: {
            summary: `${event}: posted to every active endpoint subscribed to it`,
            description:
              (needs ? `An integrator's endpoint may subscribe only with a credential for ${needs.join(' or ')}. ` : '') +
              'Answer 2xx within 10 s; anything else is tried again with a growing wait for about a day, with the same webhook-id (deduplicate on it).',
            parameters: [
              header('webhook-id', 'The same on every try and redelivery of this event for this endpoint.'),
              header('webhook-timestamp', 'Seconds since the epoch when this try was signed.'),
              header('webhook-signature', 'v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint secret (whsec_, base64 after the prefix)>.'),
            ],
            requestBody: { required: true, content: { 'application/json': { schema: json(webhookEventBody(event), 'output') } } },
            responses: { '2XX': { description: 'Received' } },
          },
        },
      ]
    }),
  )
}

/** Which calls leave an entry in the activity log, and as what (contract/activity.ts). */
function recorded(id: RouteId): string {
  const action = ACTIVITY_OF[id]
  if (!action) return ''
  const name = typeof action === 'string' ? `\`${action}\`` : 'an `article.<published|scheduled|advanced|unpublished>` action'
  const failure = ACTIVITY_ON_FAILURE[id]
  return ` Recorded in the activity log as ${name}${failure ? ` (refused: \`${failure}\`)` : ''}.`
}

/** Integrator products an operation admits (none: staff only). */
const products = (access: RouteAccess): readonly string[] => ('routes' in access ? (access.products ?? []) : [])

/** Who may call: nobody needs a token, the panels' cookie, a staff session, or also an integrator token of the products named. */
function security(access: RouteAccess) {
  if ('public' in access) return []
  if ('panels' in access) return [{ panels: [] }]
  return products(access).length ? [{ staff: [] }, { integrator: [] }] : [{ staff: [] }]
}

/** The response headers the gateway sends, declared once. */
const HEADERS = {
  'Content-Language': { description: 'The language of the content answered (a text not yet translated comes in pt-BR).', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  RateLimit: { description: 'The caller’s remaining allowance in the current window (IETF draft-7: limit, remaining, reset).', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The window and its allowance (IETF draft-7).', schema: { type: 'string' } },
  'WWW-Authenticate': { description: 'Bearer: the call needs a token.', schema: { type: 'string' } },
  Allow: { description: 'The methods the address accepts.', schema: { type: 'string' } },
}

/** An error answer, with the headers that come with its status. */
function errorAnswer(status: number, route?: RouteId, hasBody = false) {
  const ref = (name: keyof typeof HEADERS) => [name, { $ref: `#/components/headers/${name}` }]
  const headers =
    status === 429
      ? [ref('Retry-After'), ref('RateLimit'), ref('RateLimit-Policy')]
      : status === 503 || status === 423
        ? [ref('Retry-After')]
        : status === 401
          ? [ref('WWW-Authenticate')]
          : []
  return {
    description: 'Error: { error: true, code, message, errors? }',
    ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: errorExample(status, route, hasBody) } },
  }
}

/** A create's links to the operations on what it made (links.ts). */
function linked(id: RouteId, spec: RouteSpec) {
  if (!spec.response) return {}
  const links = linksOf(id, (target) => ROUTES[target].path, dataPointers(json(spec.response, 'output')))
  return links ? { links } : {}
}

/** A request body's schema and an example the route accepts (a create's makes something new). */
function requestMedia(body: z.ZodType, creates: boolean) {
  const schema = json(body)
  return { schema: declaringTextRule(schema), example: exampleFor(body, schema, creates) }
}

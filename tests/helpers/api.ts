import sharp from 'sharp'
import type { Payload } from 'payload'
import { z } from 'zod'
import { errorBodySchema } from '../../contract/errors'
import { routeFor, successBody } from '../../contract/route'
import { ROUTES } from '../../contract/routes'
import type { TestServer } from './boot'
import type { AccessArea, Permission } from '../../domain/access'
import { lexicalDocument } from '../../services/seed/lexical'

export type Reply = { status: number; body: any; headers: Headers }

/** A tiny HTTP client for the gateway: JSON in, JSON out, optional bearer token and language. */
export function client(server: TestServer, token?: string, language?: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof Uint8Array ? (body as unknown as BodyInit) : JSON.stringify(body),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      /* CSV and other text answers stay text */
    }
    // The path as the server saw it: fetch resolves dot segments ("/a/-/.." reaches "/a").
    checkAgainstContract(method, new URL(res.url).pathname.replace(/^\/api/, ''), res.status, res.headers.get('content-type') ?? '', parsed)
    return { status: res.status, body: parsed, headers: res.headers }
  }
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    patch: (path: string, body?: unknown) => call('PATCH', path, body ?? {}),
    delete: (path: string) => call('DELETE', path),
    raw: call,
  }
}

/**
 * Every answer the suite receives is checked against what the route table declares: a success
 * against the route's response schema (inside `{ data, message?, meta?, ...extra }`), an error
 * against the error body. A mismatch fails the test that made the call.
 */
function checkAgainstContract(method: string, path: string, status: number, contentType: string, body: unknown) {
  const id = routeFor(ROUTES, method, path)
  if (!id || !contentType.includes('application/json')) return
  const schema = status < 400 ? successBody(ROUTES[id]) : errorBodySchema
  if (!schema) return
  const checked = schema.safeParse(body)
  if (!checked.success)
    throw new Error(
      `${method} ${path} (${id}) answered ${status} outside the contract: ${z.prettifyError(checked.error)}\n${JSON.stringify(body).slice(0, 2000)}`,
    )
}

export const PASSWORD = 'Str0ng!Passw0rd'

/** An active staff user with these areas (and permission), created directly in the CMS. */
export async function makeUser(payload: Payload, key: string, access: AccessArea[], permission: Permission = 'operational') {
  return payload.create({
    collection: 'users',
    data: {
      email: `${key}@example.com`,
      password: PASSWORD,
      name: key,
      last_name: 'Teste',
      position: permission,
      permission,
      status: 'active',
      type: 'staff',
      access,
    },
    overrideAccess: true,
  })
}

export async function tokenFor(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  const reply = await client(server).post('/auth/auth', { email, password })
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.token
}

export async function makeImage(payload: Payload, alt = 'Imagem de teste') {
  const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#02236B' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, name: 'test.png', mimetype: 'image/png', size: png.length },
    overrideAccess: true,
  })
}

/** One paragraph of Lexical JSON, as the editor stores it. */
export const lexical = (text: string) => lexicalDocument([{ p: text }])

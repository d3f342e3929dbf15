import { handleEndpoints } from 'payload'
import { withWriteScope } from '../../services/system/writeScope'
import type { TestServer } from './boot'

/**
 * Payload's own REST API (/cms-api), as Next's route handlers call it (frontend/app/(payload)/
 * cms-api): the integration suite reaches that door without a Next server. `token`: a session's
 * JWT (the gateway's and the panels' are the same), sent as Payload's own scheme.
 */
export async function cmsApi(
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; language?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { errors?: { message: string }[]; message?: string; doc?: Record<string, unknown> } & Record<string, unknown> }> {
  const request = new Request(`${server.url}/cms-api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  // In the scope each request of the server's listener has (gateway/app.ts). With its key, the
  // handler takes this server's instance: without it, the first instance its worker ever cached
  // (files share a worker's modules, and that one's database is gone by then).
  const response = await withWriteScope(() => handleEndpoints({ config: server.payload.config, payloadInstanceCacheKey: server.key, request }))
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

import { API_BASE } from '../../lib/api/base'

/** A gateway answer, normalised as ARCHITECTURE.md section 4 says. */
type SubmitResult<T = unknown> =
  | { error: false; data: T; message?: string; status: number; raw: Record<string, unknown> }
  | { error: true; message: string; code: string; fields: { field: string; message: string }[] }

/**
 * Posts JSON to the gateway in the page's language. Failures become { error, message, code }:
 * the first field error's message, else the answer's message, else the transport error,
 * else the generic text.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  language: string,
  generic: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
  token?: string | null,
): Promise<SubmitResult<T>> {
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  } catch (error) {
    return { error: true, message: error instanceof Error && error.message ? generic : generic, code: 'NETWORK', fields: [] }
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok)
    return { error: false, data: (json?.data ?? null) as T, message: json?.message as string | undefined, status: response.status, raw: json ?? {} }
  const fields = Array.isArray(json?.errors) ? (json.errors as { field: string; message: string }[]) : []
  const message = fields[0]?.message || (typeof json?.message === 'string' && json.message) || generic
  return { error: true, message, code: String(json?.code ?? 'INTERNAL'), fields }
}

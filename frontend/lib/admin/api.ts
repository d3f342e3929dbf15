import { getToken } from './session'

export type ApiAnswer<T> = { data: T; message?: string; meta?: { page: number; limit: number; total: number; totalPages: number }; extra?: Record<string, unknown> }

/** A failed call, normalised as spec section 8 says: first field error, else message, else generic. */
export class ApiError extends Error {
  constructor(message: string, readonly code: string, readonly status: number, readonly fields: { field: string; message: string }[] = []) {
    super(message)
  }
}

/** Fired on any 401: the shell shows the Warning dialog, clears the session and reloads to root. */
export const UNAUTHORIZED_EVENT = 'admin:unauthorized'

let language = 'pt-BR'
let genericText = 'An unexpected error has occurred. Please try again later.'
export function configureApi(options: { language: string; generic: string }) {
  language = options.language
  genericText = options.generic
}

/** Calls the gateway with the stored token, in the interface language. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const token = getToken()
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: { 'accept-language': language, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })
  } catch {
    throw networkError()
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok) return (json ?? { data: null }) as ApiAnswer<T>
  throw failure(response.status, json)
}

export const networkError = () => new ApiError(genericText, 'NETWORK', 0)

/** A failed answer as an ApiError, in spec section 8's order; a 401 also tells the shell. */
export function failure(status: number, json: Record<string, unknown> | null): ApiError {
  const fields = Array.isArray(json?.errors) ? (json.errors as { field: string; message: string }[]) : []
  const message = fields[0]?.message || (typeof json?.message === 'string' && json.message) || genericText
  if (status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: message }))
  return new ApiError(message, String(json?.code ?? 'INTERNAL'), status, fields)
}

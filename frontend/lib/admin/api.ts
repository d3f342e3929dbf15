import type { RouteId } from '../../../contract/routes'
import { API_BASE, methodOf, pathOf, type Answer, type CallInput } from '../api/routes'
import { getToken, setToken } from './session'
import { saveBlob } from './exportTable'

/** A failed call, normalised as spec section 8 says: first field error, else message, else generic. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fields: { field: string; message: string }[] = [],
  ) {
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

/** Calls route `id` of the contract with the stored token, in the interface language; the answer is typed from its row. */
export function call<K extends RouteId>(id: K, input: CallInput<K>): Promise<Answer<K>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown }
  return request(methodOf(id), pathOf(id, params, query), body) as Promise<Answer<K>>
}

/**
 * A file answer of a route (a visitor's attachment) saved under `name`: the session's token goes
 * in the header, as for every call, so the file never has a link anyone could reuse.
 */
export async function download<K extends RouteId>(id: K, params: Record<string, string | number>, name: string): Promise<void> {
  const token = getToken()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${pathOf(id, params)}`, {
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  } catch {
    throw networkError()
  }
  if (!response.ok) throw failure(response.status, (await response.json().catch(() => null)) as Record<string, unknown> | null)
  saveBlob(await response.blob(), name)
}

async function request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const token = getToken()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        'accept-language': language,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })
  } catch {
    throw networkError()
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok) return json ?? { data: null }
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

/**
 * Signed in to the panels (/cms) but not here: takes over that very session (its HttpOnly cookie
 * goes with this same-site call) instead of asking for the password again. False when there is
 * none; a refusal here is not an expired session, so it raises no warning.
 */
export async function adoptPanelSession(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}${pathOf('session', undefined, undefined)}`, { method: 'POST', headers: { 'accept-language': language } })
    if (!response.ok) return false
    const answer = (await response.json()) as { token?: unknown }
    if (typeof answer.token !== 'string') return false
    setToken(answer.token)
    return true
  } catch {
    return false
  }
}

import { z } from 'zod'
import { listMeta } from './common'
import type { AdminRoute } from '../domain/access'
import type { Product } from '../domain/credentials'
import type { CacheTag } from '../domain/cacheTags'

export type { Product }
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call an endpoint. Every route declares one; the access-matrix test walks them.
 * - public: anyone, no token.
 * - routes: a staff user holding any of these admin routes; `self` also admits a user
 *   acting on their own record (`:id` is theirs); `products` admits integrator tokens.
 * - signedIn: any active staff user; `firstAccess` also admits one who must still choose a password.
 * - panels: the staff session of Payload's panels, from their cookie and the site's own pages only
 *   (no bearer token); the handler reads it (gateway/http/panelSession.ts).
 */
export type RouteAccess =
  | { public: true }
  | { routes: readonly AdminRoute[]; self?: boolean; products?: readonly Product[] }
  | { signedIn: true; firstAccess?: boolean }
  | { panels: true }

export type RateLimitName = 'login' | 'recover' | 'contact' | 'newsletter' | 'token' | 'code'

export type RouteSpec = {
  method: Method
  path: string
  summary: string
  tag: string
  access: RouteAccess
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** What `data` holds in a success answer (`{ data, message?, meta?, ...extra }`); absent for non-JSON answers. */
  response?: z.ZodType
  /** Top-level fields beside `data` (the sign-in token, the message tabs' counts). */
  extra?: z.ZodObject
  /** A page of a list: the answer carries `meta` ({ page, limit, total, totalPages }). */
  paged?: true
  /** Success status when not 200. */
  status?: number
  rateLimit?: RateLimitName
  /**
   * The route carries translatable content, in the language of `?lang=` (one of the five).
   * - read: else of Accept-Language, else pt-BR; a text not yet translated comes in pt-BR.
   * - edit: else pt-BR (never the interface language of the caller); the language's own texts,
   *   empty where not yet translated, and a save writes that language.
   */
  localized?: 'read' | 'edit'
  /**
   * A read whose whole answer is the same for every caller it admits: kept after the first
   * answer of a URL and language, served again ahead of the gateway's pipeline until a change
   * of these tags (gateway/http/storedAnswers.ts). Public routes and integrators' reads only.
   */
  stored?: readonly CacheTag[]
  /** Content type of a non-JSON request body (uploads) or answer (CSV). */
  requestType?: string
  /** A raw body read whole before the handler, up to this size (a visitor's file); without it the handler streams the body itself. */
  bodyLimit?: string
  responseType?: string
}

export const defineRoutes = <T extends Record<string, RouteSpec>>(routes: T): T => routes

/**
 * A success answer of a route as the client receives it: `{ data, message?, meta?, ...extra }`.
 * Null for routes that answer something other than JSON (CSV, HTML).
 */
export function successBody(spec: RouteSpec) {
  if (!spec.response) return null
  return z.object({ data: spec.response, message: z.string().optional(), ...(spec.paged ? { meta: listMeta } : {}), ...(spec.extra?.shape ?? {}) }).strict()
}

/** A route's path as Express matches it: each `:param` one segment, an optional trailing slash. */
export const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}/?$`, 'i')

/** The route a request reaches: the first row whose method and path match, as Express routes. */
export function routeFor<T extends Record<string, RouteSpec>>(routes: T, method: string, path: string): (keyof T & string) | null {
  const bare = path.split('?')[0] ?? ''
  for (const [id, spec] of Object.entries(routes)) {
    if (spec.method !== method.toLowerCase()) continue
    if (pathPattern(spec.path).test(bare)) return id
  }
  return null
}

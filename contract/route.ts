import type { z } from 'zod'
import type { AdminRoute } from '../domain/access'
import type { Product } from '../domain/credentials'

export type { Product }
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call an endpoint. Every route declares one; the access-matrix test walks them.
 * - public: anyone, no token.
 * - routes: a staff user holding any of these admin routes; `self` also admits a user
 *   acting on their own record (`:id` is theirs); `products` admits integrator tokens.
 * - signedIn: any active staff user; `firstAccess` also admits one who must still choose a password.
 */
export type RouteAccess =
  | { public: true }
  | { routes: readonly AdminRoute[]; self?: boolean; products?: readonly Product[] }
  | { signedIn: true; firstAccess?: boolean }

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
  /** Success status when not 200. */
  status?: number
  rateLimit?: RateLimitName
  /** Content type of a non-JSON request body (uploads) or answer (CSV). */
  requestType?: string
  responseType?: string
}

export const defineRoutes = <T extends Record<string, RouteSpec>>(routes: T): T => routes

import type { z } from 'zod'
import type { ListMeta } from '../../../contract/common'
import type { ROUTES, RouteId } from '../../../contract/routes'
import { ROUTE_PATHS } from '../../../contract/routePaths'
import { API_BASE } from './base'
import type { ContentLocale } from '../../../domain/contentLocales'

export { API_BASE }

/**
 * The browser's view of the route table: how to reach a route (method and path, built from
 * its row) and what it takes and answers (inferred from the row's schemas). No API path or
 * answer shape is written by hand in frontend/. At run time only the methods and paths are
 * loaded (contract/routePaths.ts): the schemas stay types here, so neither the Next server
 * rendering a page nor the browser's bundle evaluates the whole contract for a link.
 */
type Row<K extends RouteId> = (typeof ROUTES)[K]

/** Path segments go in as text or numbers (ids); the gateway's schema checks them. */
type ParamsOf<K extends RouteId> =
  Row<K> extends { params: infer P extends z.ZodType } ? { params: { [N in keyof z.input<P>]: string | number } } : { params?: never }
/** Query values are text in a URL: a screen may pass what an input holds; the gateway's schema checks it. */
type OwnQueryOf<K extends RouteId> = Row<K> extends { query: infer Q extends z.ZodType } ? { [N in keyof z.input<Q>]?: z.input<Q>[N] | string } : unknown
/** A localized route also takes the language of its content (contract/route.ts, `localized`). */
type LangOf<K extends RouteId> = Row<K> extends { localized: string } ? { lang?: ContentLocale } : unknown
type QueryOf<K extends RouteId> = Row<K> extends { query: z.ZodType } | { localized: string } ? { query?: OwnQueryOf<K> & LangOf<K> } : { query?: never }
type BodyOf<K extends RouteId> = Row<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never }

export type CallInput<K extends RouteId> = ParamsOf<K> & QueryOf<K> & BodyOf<K>

/** A success answer of route K: `{ data, message?, meta?, ...extra }` as its row declares. */
export type Answer<K extends RouteId> = (Row<K> extends { response: infer S extends z.ZodType } ? { data: z.output<S> } : { data: unknown }) & {
  message?: string
} & (Row<K> extends {
    paged: true
  }
    ? { meta: ListMeta }
    : unknown) &
  (Row<K> extends { extra: infer E extends z.ZodType } ? z.output<E> : unknown)

/** One item of a route's `data` list (a table's row type). */
export type Item<K extends RouteId> = Answer<K>['data'] extends readonly (infer T)[] ? T : never

export const methodOf = (id: RouteId) => ROUTE_PATHS[id][0].toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** `/api`-relative path of a route: its params filled in, its query (defined values only) appended. */
export function pathOf(id: RouteId, params?: Record<string, string | number>, query?: Record<string, unknown>): string {
  const path = ROUTE_PATHS[id][1].replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${id}: missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(name, String(value))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** The URL of a route for the browser: API_BASE plus its path. */
export const urlOf = (id: RouteId, params?: Record<string, string | number>, query?: Record<string, unknown>) => `${API_BASE}${pathOf(id, params, query)}`

import type { Request, Response } from 'express'
import type { TFunction } from 'i18next'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { ROUTES, RouteId } from '../../contract/routes'
import type { MessageKey } from '../../domain/messageKeys'
import type { ApiLanguage } from './language'
import type { ContentLocale } from '../../domain/contentLocales'
import type { Principal, UserDoc } from './principal'

export type ListMeta = { page: number; limit: number; total: number; totalPages: number }

/** What any handler returns; the router turns it into `{ data, message?, meta?, ...extra }`. */
export type HandlerResult = {
  status?: number
  data?: unknown
  message?: MessageKey
  meta?: ListMeta
  /** Extra top-level fields (login answers `{ data: user, token }`). */
  extra?: Record<string, unknown>
  /** The handler wrote the response itself (CSV streams, HTML). */
  sent?: true
}

type Row<K extends RouteId> = (typeof ROUTES)[K]

/**
 * What one route's handler may return, checked against its row: `data` as the row's response
 * schema declares, `meta` on paged lists, `extra` as declared. Rows without a JSON answer write
 * the response themselves.
 */
type RouteResult<K extends RouteId> =
  | { sent: true }
  | ({ status?: number; message?: MessageKey } & (Row<K> extends { response: infer S extends z.ZodType } ? { data: z.input<S> } : { data?: never }) &
      (Row<K> extends { paged: true } ? { meta: ListMeta } : { meta?: never }) &
      (Row<K> extends { extra: infer E extends z.ZodType } ? { extra: z.input<E> } : { extra?: never }))
/** What the router hands over for one part of the request: the row's schema, parsed. */
type Parsed<R, Part extends 'params' | 'query' | 'body', Otherwise> = R extends { [P in Part]: infer S extends z.ZodType } ? z.output<S> : Otherwise

/** A handler's view of a request: params, query and body as its route row's schemas parsed them. */
export type HandlerContext<K extends RouteId = RouteId> = {
  payload: Payload
  principal: Principal
  /** The staff user, when the caller is one. */
  user: UserDoc | null
  params: Parsed<Row<K>, 'params', Record<string, never>>
  query: Parsed<Row<K>, 'query', Record<string, never>>
  /** Without a body schema: the raw body (uploads). */
  body: Parsed<Row<K>, 'body', unknown>
  req: Request
  res: Response
  language: ApiLanguage
  /** The language of the content asked for (localized routes; pt-BR elsewhere). */
  locale: ContentLocale
  t: TFunction
}

export type Handler<K extends RouteId> = (ctx: HandlerContext<K>) => Promise<RouteResult<K>>

/** One handler per route of the table, each typed from its own row. */
export type Handlers = { [K in RouteId]: Handler<K> }

/** An area's share of the handlers (gateway/routes/<area>.ts). */
export type HandlerGroup = { [K in RouteId]?: Handler<K> }

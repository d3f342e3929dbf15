import type { Request, Response } from 'express'
import type { TFunction } from 'i18next'
import type { Payload } from 'payload'
import type { MessageKey } from '../../domain/messageKeys'
import type { ApiLanguage } from './language'
import type { Principal, UserDoc } from './principal'

export type ListMeta = { page: number; limit: number; total: number; totalPages: number }

/** What a handler returns; the router turns it into `{ data, message?, meta? }`. */
export type HandlerResult = {
  status?: number
  data?: unknown
  message?: MessageKey
  meta?: ListMeta
  /** Extra top-level fields (login answers `{ data: user, token }`). */
  extra?: Record<string, unknown>
  /** The handler wrote the response itself (CSV streams). */
  sent?: true
}

export type HandlerContext = {
  payload: Payload
  principal: Principal
  /** The staff user, when the caller is one. */
  user: UserDoc | null
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  req: Request
  res: Response
  language: ApiLanguage
  t: TFunction
}

export type Handler = (ctx: HandlerContext) => Promise<HandlerResult>

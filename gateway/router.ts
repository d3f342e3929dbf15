import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { Payload } from 'payload'
import { errorBody } from '../contract/errors'
import { ROUTES, type RouteId } from '../contract/routes'
import type { RouteSpec } from '../contract/route'
import { authorize } from './http/authorize'
import { DEFAULT_CONTENT_LOCALE } from '../domain/contentLocales'
import type { HandlerContext, HandlerResult, Handlers } from './http/handler'
import { CONTENT_LANGUAGE_PARAM, contentLocaleOf, languageOf, translator } from './http/language'
import { resolvePrincipal } from './http/principal'
import { createRateLimits, type RateLimitOptions } from './http/rateLimits'
import { toHttpError } from './http/toHttpError'
import { cleanDocuments, parseOrThrow, refuseControlCharacters } from './http/validate'
import { idOutOfRange, mongoIdOnSql } from '../domain/inputText'
import { notFound } from '../services/errors'
import { recordCall, scopeFor } from './http/activity'
import { withActivityScope, type ActivityScope } from '../services/activity/scope'
import { REPLAYED_HEADER } from '../contract/idempotency'
import { keyedRequest } from './http/idempotencyKey'

export type { Handlers }

/**
 * The router parses each request with its row's schemas before calling the row's handler, so
 * a handler may be called with the context of any row: checked as a method (bivariantly).
 */
type AnyHandler = { call(ctx: HandlerContext): Promise<HandlerResult> }['call']

const imageBody = express.raw({ type: 'image/*', limit: '10mb' })
// Mail clients post one-click unsubscribes as a form (RFC 8058).
const formBody = express.urlencoded({ extended: false, limit: '4kb' })

/**
 * Builds /api from the route table: for each entry, rate limit, authenticate, authorize,
 * validate, call the handler, shape the answer. Handlers never see an unchecked request.
 */
export function contractRouter(payload: Payload, handlers: Handlers, limits: RateLimitOptions, options: { activityLog?: boolean } = {}): Router {
  const logging = options.activityLog ?? true
  const router = Router()
  const rateLimits = createRateLimits(limits)
  for (const [id, spec] of Object.entries(ROUTES) as [RouteId, RouteSpec][]) {
    const chain: RequestHandler[] = []
    if (spec.rateLimit) chain.push(rateLimits[spec.rateLimit])
    if (spec.requestType?.startsWith('image/')) chain.push(imageBody)
    if (spec.requestType === 'application/x-www-form-urlencoded') chain.push(formBody)
    // Whatever type the caller claims: the service judges the file by its content.
    if (spec.bodyLimit) chain.push(express.raw({ type: () => true, limit: spec.bodyLimit }))
    chain.push(endpoint(payload, id, spec, handlers[id], logging))
    router[spec.method](spec.path, ...chain)
  }
  return router
}

function endpoint(payload: Payload, id: RouteId, spec: RouteSpec, handler: AnyHandler, logging: boolean): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const language = languageOf(req)
    const t = translator(language)
    let scope: ActivityScope | null = null
    // A POST sent with an Idempotency-Key, once this request holds the key: its answer is kept.
    let keyed: ReturnType<typeof keyedRequest> = null
    try {
      const principal = await resolvePrincipal(payload, req)
      scope = logging ? scopeFor(id, spec, principal, req) : null
      const rawParams = req.params as Record<string, string>
      refuseControlCharacters({ params: rawParams, query: req.query, body: req.body })
      cleanDocuments(req.body)
      await authorize(payload, spec, principal, rawParams)
      const params = spec.params ? parseOrThrow(spec.params, rawParams, 'params') : {}
      // An id no row can hold names nothing: 404, as any id that does not exist (PostgreSQL answered 500).
      if (payload.db.name !== 'mongoose' && (Object.values(rawParams).some(idOutOfRange) || mongoIdOnSql(rawParams.id))) throw notFound()
      // A localized route takes `lang` beside its own query (the schemas are strict).
      const { [CONTENT_LANGUAGE_PARAM]: asked, ...ownQuery } = (req.query ?? {}) as Record<string, unknown>
      const locale = spec.localized ? contentLocaleOf(req, asked, spec.localized) : DEFAULT_CONTENT_LOCALE
      if (spec.localized) res.setHeader('Content-Language', locale).append('Vary', 'Accept-Language')
      const query = spec.query ? parseOrThrow(spec.query, spec.localized ? ownQuery : req.query, 'query') : {}
      const body = spec.body ? parseOrThrow(spec.body, req.body ?? {}, 'body') : req.body
      const idempotent = keyedRequest(payload, id, spec, principal, req, { params, query, body })
      const replay = await idempotent?.begin()
      if (replay) {
        res.status(replay.status).setHeader(REPLAYED_HEADER, 'true')
        return void res.type('application/json').send(replay.body)
      }
      keyed = idempotent
      const context: HandlerContext = {
        payload,
        principal,
        user: principal.kind === 'user' ? principal.user : null,
        params: params as HandlerContext['params'],
        query: query as HandlerContext['query'],
        body,
        req,
        res,
        language,
        locale,
        t,
      }
      const result = scope ? await withActivityScope(scope, () => handler(context)) : await handler(context)
      if (scope) await recordCall(payload, id, scope, { result, params, body })
      if (result.sent) return void (await keyed?.release()) // an answer sent as it was made is not kept
      const status = result.status ?? spec.status ?? 200
      const text = serialize(result, language, t, 'public' in spec.access && spec.method === 'get')
      await keyed?.keep({ status, body: text })
      res.status(status).type('application/json').send(text)
    } catch (error) {
      const http = toHttpError(error)
      // The work's own refusal is the key's answer too; a failure of the server's lets a retry run again.
      if (keyed && (!http || http.status >= 500)) await keyed.release().catch(() => undefined)
      if (!http) return next(error)
      if (scope) await recordCall(payload, id, scope, { failedWith: http.status })
      if (http.status === 401) res.setHeader('WWW-Authenticate', 'Bearer')
      for (const [name, value] of Object.entries(http.headers)) res.setHeader(name, value)
      const errors = http.fields.map((f) => ({ field: f.field, message: t(f.message) }))
      const answer = errorBody(http.code, t(http.messageKey, http.vars), errors)
      if (keyed && http.status < 500) await keyed.keep({ status: http.status, body: JSON.stringify(answer) }).catch(() => undefined)
      res.status(http.status).json(answer)
    }
  }
}

/**
 * Public reads come from the in-process cache as the same objects until a change drops
 * them, so their JSON is kept beside them (per language) instead of re-serialized on every
 * request: the list endpoint's hot path is then a lookup and a write.
 */
const serialized = new WeakMap<object, Map<string, string>>()

function serialize(result: HandlerResult, language: string, t: (key: string) => string, reuse: boolean): string {
  const data = result.data
  const memo = reuse && data !== null && typeof data === 'object' ? data : null
  const variant = `${language}|${result.message ?? ''}`
  const hit = memo ? serialized.get(memo)?.get(variant) : undefined
  if (hit !== undefined) return hit
  const answer: Record<string, unknown> = { data: data ?? null }
  if (result.message) answer.message = t(result.message)
  if (result.meta) answer.meta = result.meta
  Object.assign(answer, result.extra)
  const text = JSON.stringify(answer)
  if (memo && !result.extra) {
    const variants = serialized.get(memo) ?? new Map<string, string>()
    variants.set(variant, text)
    serialized.set(memo, variants)
  }
  return text
}

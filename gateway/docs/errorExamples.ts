import { errorBody, type ErrorBody, type ErrorCode } from '../../contract/errors'
import type { RouteId } from '../../contract/routes'
import type { MessageKey } from '../../domain/messageKeys'
import { translator } from '../http/language'

/**
 * An example of each error answer in the document (issue #47, item 3), in the catalogue's own
 * English words (the answer's language follows Accept-Language), so the reference page shows
 * what a client meets and not only the shape.
 */
type Example = { code: ErrorCode; key: MessageKey; vars?: Record<string, string | number>; field?: string }

const BY_STATUS: Record<number, Example> = {
  400: { code: 'VALIDATION', key: 'invalidValue', field: 'limit' },
  401: { code: 'UNAUTHORIZED', key: 'unauthorized' },
  403: { code: 'FORBIDDEN', key: 'accessNotAllowed' },
  404: { code: 'NOT_FOUND', key: 'notFound' },
  405: { code: 'METHOD_NOT_ALLOWED', key: 'methodNotAllowed', vars: { methods: 'GET, HEAD' } },
  409: { code: 'CONFLICT', key: 'idempotencyInProgress' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'payloadTooLarge' },
  422: { code: 'IDEMPOTENCY_KEY_REUSED', key: 'idempotencyKeyReused' },
  423: { code: 'ACCOUNT_LOCKED', key: 'accountLocked', vars: { minutes: 15 } },
  429: { code: 'RATE_LIMITED', key: 'tooManyRequests' },
  503: { code: 'BUSY', key: 'serviceUnavailable' },
}

/** A route's own conflict, where it has one the contract names (what a 409 there most often means). */
const CONFLICT_OF: Partial<Record<RouteId, MessageKey>> = {
  articleStatus: 'notADraft',
  categoryDelete: 'categoryInUse',
  userCreate: 'emailInUse',
  userDelete: 'userHasArticles',
  newsletterSendControl: 'newsletterSendState',
  articleRestore: 'versionAlreadyApplied',
  firstAccessPassword: 'notFirstAccess',
  setup: 'setupDone',
  webhookCreate: 'webhookLimitReached',
}

export function errorExample(status: number, route?: RouteId): ErrorBody | undefined {
  const example = BY_STATUS[status]
  if (!example) return undefined
  const t = translator('en')
  const key = status === 409 && route && CONFLICT_OF[route] ? CONFLICT_OF[route] : example.key
  const message = t(key, example.vars ?? {})
  return errorBody(example.code, message, example.field ? [{ field: example.field, message }] : undefined)
}

import type { ErrorCode } from '../../contract/errors'
import type { MessageKey } from '../../domain/messageKeys'
import { isBusinessRule } from '../../domain/businessRules'
import { ServiceError, type FieldError } from '../../services/errors'

export { badRequest, forbidden, unauthorized, ServiceError, type FieldError } from '../../services/errors'

/** The HTTP status of each of the contract's error codes (spec section 8). */
const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_BLOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  ACCOUNT_LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DB_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  BUSY: 503,
}

/** A failure as the gateway answers it: status, stable code, catalogue message, headers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields: FieldError[] = [],
    readonly vars: Record<string, string | number> = {},
    /** Extra response headers (Retry-After on a lock or slow-down). */
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey)
    this.name = 'HttpError'
  }

  /** A service's failure at the status its code takes; Retry-After when it says when. */
  static of(error: ServiceError): HttpError {
    const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) }
    return new HttpError(STATUS_OF[error.code], error.code, error.messageKey, error.fields, error.vars, headers)
  }
}

/**
 * A refusal whose every reason is a business rule (domain/businessRules.ts) answers 422
 * UNPROCESSABLE, wherever it was found (a schema's refinement, a service, Payload's own
 * validation): 400 stays for what the document's schemas already refuse (issue #62).
 */
export function withRuleStatus(http: HttpError): HttpError {
  if (http.code !== 'VALIDATION') return http
  const keys = http.fields.length ? http.fields.map((f) => f.message) : [http.messageKey]
  if (!keys.every(isBusinessRule)) return http
  return new HttpError(422, 'UNPROCESSABLE', http.messageKey, http.fields, http.vars, http.headers)
}

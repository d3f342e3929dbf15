import type { ErrorCode } from '../contract/errors'
import type { MessageKey } from '../domain/messageKeys'

export type FieldError = { field: string; message: MessageKey }

/**
 * A failure the caller caused or may see, in the contract's terms: a stable code and a
 * catalogue message (and the fields it concerns). Services know nothing of HTTP: the gateway
 * picks the status from the code (gateway/http/HttpError.ts).
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields: FieldError[] = [],
    readonly vars: Record<string, string | number> = {},
    /** When the caller may try again (a lock or a slow-down). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey)
    this.name = 'ServiceError'
  }
}

export const badRequest = (fields: FieldError[]) => new ServiceError('VALIDATION', fields[0]?.message ?? 'validationFailed', fields)
export const fieldError = (field: string, message: MessageKey) => badRequest([{ field, message }])
export const unauthorized = (key: MessageKey = 'unauthorized') => new ServiceError(key === 'expiredToken' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED', key)
export const forbidden = (key: MessageKey = 'accessNotAllowed') => new ServiceError('FORBIDDEN', key)
export const notFound = (key: MessageKey = 'notFound') => new ServiceError('NOT_FOUND', key)
export const conflict = (key: MessageKey, field?: string) => new ServiceError('CONFLICT', key, field ? [{ field, message: key }] : [])

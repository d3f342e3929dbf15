/** Domain failures with the HTTP status and catalogue message the gateway answers with. */
import type { ErrorCode } from '../contract/errors'
import type { MessageKey } from '../domain/messageKeys'

export type FieldError = { field: string; message: MessageKey }

/** A failure the client caused or may see: status, stable code and a catalogue message. */
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
}

export const badRequest = (fields: FieldError[]) => new HttpError(400, 'VALIDATION', fields[0]?.message ?? 'validationFailed', fields)
export const fieldError = (field: string, message: MessageKey) => badRequest([{ field, message }])
export const unauthorized = (key: MessageKey = 'unauthorized') => new HttpError(401, key === 'expiredToken' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED', key)
export const forbidden = (key: MessageKey = 'accessNotAllowed') => new HttpError(403, 'FORBIDDEN', key)
export const notFound = (key: MessageKey = 'notFound') => new HttpError(404, 'NOT_FOUND', key)
export const conflict = (key: MessageKey, field?: string) => new HttpError(409, 'CONFLICT', key, field ? [{ field, message: key }] : [])

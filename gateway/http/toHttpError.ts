import { isMessageKey } from '../../domain/messageKeys'
import { HttpError, ServiceError, type FieldError } from './HttpError'

type PayloadLikeError = { name?: string; status?: number; message?: string; data?: { errors?: { path?: string; message?: string }[] } }

/**
 * Payload's errors in the contract's terms: field validation (including our own catalogue
 * messages such as a duplicate title) becomes 400 with fields, access and lookups 403/404.
 */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  if (error instanceof ServiceError) return HttpError.of(error)
  const e = error as PayloadLikeError
  if (e?.name === 'ValidationError') {
    const fields: FieldError[] = (e.data?.errors ?? []).map((f) => {
      const key = messageKeyFor(f.message)
      return { field: f.path ?? 'body', message: isMessageKey(key) ? key : 'invalidValue' }
    })
    const duplicateTitle = fields.find((f) => f.message === 'articleTitleExists')
    if (duplicateTitle) return new HttpError(409, 'CONFLICT', 'articleTitleExists', fields)
    return new HttpError(400, 'VALIDATION', fields[0]?.message ?? 'validationFailed', fields)
  }
  if (e?.name === 'Forbidden') return new HttpError(403, 'FORBIDDEN', 'accessNotAllowed')
  if (e?.name === 'NotFound') return new HttpError(404, 'NOT_FOUND', 'notFound')
  return null
}

/** Payload's field messages that carry one of our catalogue texts (English) back to its key. */
const TEXT_TO_KEY: Record<string, string> = {
  'An article with that title already exists': 'articleTitleExists',
  'Title is required': 'titleRequired',
  'Use a colour like #02236B': 'invalidColor',
}
const messageKeyFor = (message?: string) => (message ? TEXT_TO_KEY[message] : undefined)

import { isMessageKey } from '../../domain/messageKeys'
import { dataExceptionOf } from '../../lib/db/sqlstate'
import { duplicateRowId } from '../../lib/db/uniqueRow'
import { HttpError, ServiceError, withRuleStatus, type FieldError } from './HttpError'
import { BUSY_RETRY_AFTER_SECONDS, isBusy } from '../../services/system/sqliteBusy'

type PayloadLikeError = { name?: string; status?: number; message?: string; data?: { errors?: { path?: string; message?: string }[] } }

/**
 * Payload's errors in the contract's terms: field validation (including our own catalogue
 * messages such as a duplicate title) becomes 400 with fields, access and lookups 403/404.
 */
export function toHttpError(error: unknown): HttpError | null {
  // Decided where it was made (a schema's refusal is 400 unless only a refinement refused it).
  if (error instanceof HttpError) return error
  // A service's or Payload's refusal for a business rule is a 422 (domain/businessRules.ts).
  const http = classify(error)
  return http && withRuleStatus(http)
}

function classify(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  if (error instanceof ServiceError) return HttpError.of(error)
  const e = error as PayloadLikeError
  if (e?.name === 'ValidationError') {
    const fields: FieldError[] = (e.data?.errors ?? []).map((f) => {
      const key = messageKeyFor(f.message)
      if (INVALID_SELECTION.test(f.message ?? '')) return { field: f.path ?? 'body', message: 'referenceNotFound' }
      return { field: f.path ?? 'body', message: isMessageKey(key) ? key : 'invalidValue' }
    })
    const duplicateTitle = fields.find((f) => f.message === 'articleTitleExists')
    if (duplicateTitle) return new HttpError(409, 'CONFLICT', 'articleTitleExists', fields)
    return new HttpError(400, 'VALIDATION', fields[0]?.message ?? 'validationFailed', fields)
  }
  // A rule every door keeps (collections/hooks/ruleError.ts): its own words and status here too.
  if (e?.name === 'RuleError') {
    const rule = error as { key: string; status: number }
    if (isMessageKey(rule.key)) return new HttpError(rule.status, rule.status === 409 ? 'CONFLICT' : 'FORBIDDEN', rule.key)
  }
  if (e?.name === 'Forbidden') return new HttpError(403, 'FORBIDDEN', 'accessNotAllowed')
  if (e?.name === 'NotFound') return new HttpError(404, 'NOT_FOUND', 'notFound')
  // A value the contract let through that the database cannot compare (services/shared/whereGuard.ts): the caller's.
  if (e?.name === 'UnsupportedFilter') return new HttpError(400, 'VALIDATION', 'invalidValue')
  // PostgreSQL's refusal of a value (a number past its column, text it cannot hold): the caller's input.
  if (duplicateRowId(error)) return new HttpError(400, 'VALIDATION', 'invalidValue')
  const refused = dataExceptionOf(error)
  // A number past its column is an id no row can hold: a record that does not exist (ids in the path
  // never get here, gateway/router.ts answers them 404).
  if (refused) return refused === '22003' ? new HttpError(422, 'UNPROCESSABLE', 'referenceNotFound') : new HttpError(400, 'VALIDATION', 'invalidValue')
  const missing = missingReference(error)
  if (missing) return new HttpError(400, 'VALIDATION', 'referenceNotFound', [{ field: missing, message: 'referenceNotFound' }])
  // SQLite's write lock still held by others after the wait (services/system/sqliteBusy.ts): try again shortly.
  if (isBusy(error)) return new HttpError(503, 'BUSY', 'serviceUnavailable', [], {}, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) })
  const lost = unavailable(error)
  if (lost) return new HttpError(503, lost, lost === 'STORAGE_UNAVAILABLE' ? 'storageUnavailable' : 'serviceUnavailable', [], {}, { 'retry-after': '2' })
  return null
}

/** PostgreSQL's "the server went away" classes: connection exceptions (08) and operator intervention (57P: shutdown, restart). */
const LOST_SQLSTATE = /^(08|57P0[1-3])/
const LOST_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])
const LOST_TEXT = /Connection terminated|connection error and is not queryable|Connection is closed/i

/**
 * A service the request needs is away: the media store (the AWS SDK's errors carry `$metadata`)
 * or the database (a restart or a dropped connection; the pool reconnects on the next query).
 * Walks the error's causes, as drizzle and Payload wrap the driver's error.
 */
function unavailable(error: unknown): 'STORAGE_UNAVAILABLE' | 'DB_UNAVAILABLE' | null {
  for (let e = error as { $metadata?: unknown; code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return null
    if (e.$metadata) return 'STORAGE_UNAVAILABLE'
    const code = typeof e.code === 'string' ? e.code : ''
    if (LOST_SQLSTATE.test(code) || LOST_NETWORK.has(code) || LOST_TEXT.test(String(e.message ?? ''))) return 'DB_UNAVAILABLE'
    e = e.cause as typeof e
  }
  return null
}

/**
 * A body naming a record that does not exist (an image, a logo, a category): the database's
 * foreign key refuses it (SQLite SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL 23503), which is the
 * caller's mistake, not the server's (issue #29: these were 500s). PostgreSQL names the column
 * (`Key (image_id)=(…)`), which gives the field; SQLite does not, so the field is the body.
 */
function missingReference(error: unknown): string | null {
  for (let e = error as { code?: unknown; detail?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return null
    const code = typeof e.code === 'string' ? e.code : ''
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(String(e.message ?? ''))) {
      const column = /Key \("?(\w+?)(?:_id)?"?\)=/.exec(String(e.detail ?? ''))?.[1]
      return column ? column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) : 'body'
    }
    e = e.cause as typeof e
  }
  return null
}

/** Payload's refusal of a relation to a row that does not exist ("invalid selections"), in the languages its panels use. */
const INVALID_SELECTION = /invalid (selections?|relationships)\b|sele(ções|ção) inválidas?|relacionamentos inválidos/i

/** Payload's field messages that carry one of our catalogue texts (English) back to its key. */
const TEXT_TO_KEY: Record<string, string> = {
  'An article with that title already exists': 'articleTitleExists',
  'Title is required': 'titleRequired',
  'Use a colour like #02236B': 'invalidColor',
}
const messageKeyFor = (message?: string) => (message ? TEXT_TO_KEY[message] : undefined)

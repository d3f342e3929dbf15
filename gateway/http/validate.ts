import type { z } from 'zod'
import { isMessageKey, type MessageKey } from '../../domain/messageKeys'
import { HttpError, badRequest, withRuleStatus, type FieldError } from './HttpError'
import { DOCUMENT_FIELDS, controlCharacterAt, withoutControlCharacters } from '../../domain/inputText'
import { serverFilled } from '../../contract/common'

/** Every failing field, each with a catalogue message (unknown fields and junk included). */
function toFieldErrors(error: z.ZodError, prefix = ''): FieldError[] {
  const out: FieldError[] = []
  for (const issue of error.issues) {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: base ? `${base}.${key}` : key, message: 'unknownField' })
      continue
    }
    const message: MessageKey = isMessageKey(issue.message) ? issue.message : 'invalidValue'
    out.push({ field: base || prefix || 'body', message })
  }
  // One message per field: the first is the most telling.
  const seen = new Set<string>()
  return out.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)))
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const fields = toFieldErrors(result.error, prefix === 'body' ? '' : prefix)
  // Only a refinement's verdict can be a business rule: a wrong type or shape is the schema's 400.
  const refinedOnly = result.error.issues.every((issue) => issue.code === 'custom')
  const http = HttpError.of(badRequest(fields))
  throw refinedOnly ? withRuleStatus(http) : http
}

/**
 * Refuses a request whose path, query or body holds a control character (issue #60, item 4): a
 * clear 400 naming where, the same on every database (PostgreSQL answered 500 to a NUL).
 */
export function refuseControlCharacters(input: { params: unknown; query: unknown; body: unknown }): void {
  const at = controlCharacterAt({ ...input, body: withoutIgnored(input.body) })
  if (at !== null) {
    const [where, ...rest] = at.split('.')
    throw badRequest([{ field: (where === 'body' ? rest.join('.') : at) || 'body', message: 'invalidCharacters' }])
  }
}

/** The spec's fields the server fills itself are read by no one: what they hold is not refused. */
function withoutIgnored(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const name of Object.keys(serverFilled)) delete rest[name]
  for (const name of DOCUMENT_FIELDS) if (isDocument(rest[name])) delete rest[name]
  return rest
}

const isDocument = (value: unknown) => Boolean(value) && typeof value === 'object'

/** The request's documents with their control characters taken out (DOCUMENT_FIELDS, domain/inputText.ts). */
export function cleanDocuments(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return
  const fields = body as Record<string, unknown>
  for (const name of DOCUMENT_FIELDS) if (isDocument(fields[name])) fields[name] = withoutControlCharacters(fields[name])
}

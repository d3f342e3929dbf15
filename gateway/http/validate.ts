import type { z } from 'zod'
import { isMessageKey, type MessageKey } from '../../domain/messageKeys'
import { badRequest, type FieldError } from './HttpError'
import { controlCharacterAt } from '../../domain/inputText'

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
  if (!result.success) throw badRequest(toFieldErrors(result.error, prefix === 'body' ? '' : prefix))
  return result.data
}

/**
 * Refuses a request whose path, query or body holds a control character (issue #60, item 4): a
 * clear 400 naming where, the same on every database (PostgreSQL answered 500 to a NUL).
 */
export function refuseControlCharacters(input: Record<string, unknown>): void {
  const at = controlCharacterAt(input)
  if (at !== null) {
    const [where, ...rest] = at.split('.')
    throw badRequest([{ field: (where === 'body' ? rest.join('.') : at) || 'body', message: 'invalidCharacters' }])
  }
}

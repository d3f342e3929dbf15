/**
 * Characters no text of the product holds (issue #60, item 4): C0 controls but tab, line feed
 * and carriage return, DEL, and halves of a surrogate pair (not a character at all). PostgreSQL
 * refuses NUL in text (a 500 before), SQLite cut a name there: both answer the same now.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * The same rule as a JSON Schema `pattern`, for the API document: every text an operation takes
 * says so, so a client or a fuzzer knows a control character is refused (400), not a valid value
 * (issue #62). Halves of surrogate pairs stay out of it: no UTF-8 JSON holds one, and Rust's and
 * Python's regex engines (Schemathesis reads the pattern with both) refuse a pattern naming them.
 */
export const TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$'

/**
 * Request fields that hold a whole document (a Lexical body): free-form JSON whose keys and texts
 * no schema lists. A control character pasted with the text (a vertical tab from a word
 * processor) is taken out there, as every other door does, instead of refusing the article; the
 * API document puts no text rule inside them (issue #62).
 */
export const DOCUMENT_FIELDS: readonly string[] = ['content']

const EVERY = new RegExp(CONTROL_CHARACTERS.source, 'g')

/** `value` with every control character taken out of its texts and keys (passwords excepted: they are hashed, never stored). */
export function withoutControlCharacters<T>(value: T, key = '', depth = 0): T {
  if (typeof value === 'string') return (key === 'password' ? value : value.replace(EVERY, '')) as T
  if (!value || typeof value !== 'object' || depth > 64) return value
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item, key, depth + 1)) as T
  if (value instanceof Date || ArrayBuffer.isView(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(EVERY, ''), withoutControlCharacters(v, k, depth + 1)])) as T
}

/** The path of the first text in `value` holding such a character ('' for the value itself), or null. */
export function controlCharacterAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null
  if (!value || typeof value !== 'object' || depth > 64) return null
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL_CHARACTERS.test(key)) return path ? `${path}.${key}` : key
    const found = controlCharacterAt(inner, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

/** The largest id a SQL table here holds (PostgreSQL's integer; SQLite's rowids never get near it). */
export const LARGEST_ROW_ID = 2_147_483_647

/** An id of the right shape that no row can have: answered as not found, never sent to the database. */
export const idOutOfRange = (value: unknown): boolean => typeof value === 'string' && /^\d+$/.test(value) && Number(value) > LARGEST_ROW_ID

/** An id as MongoDB writes them (24 hex digits): on a SQL database no row has one (issue #62: answered 400, where 404 is promised). */
export const mongoIdOnSql = (value: unknown): boolean => typeof value === 'string' && /^[0-9a-f]{24}$/.test(value)

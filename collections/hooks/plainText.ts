import type { CollectionBeforeValidateHook, GlobalBeforeValidateHook } from 'payload'
import { CONTROL_CHARACTERS } from '../../domain/inputText'

const EVERY = new RegExp(CONTROL_CHARACTERS.source, 'g')

/** `value` with every control character taken out of its texts (passwords excepted: they are hashed, never stored). */
function withoutControlCharacters<T>(value: T, key = '', depth = 0): T {
  if (typeof value === 'string') return (key === 'password' ? value : value.replace(EVERY, '')) as T
  if (!value || typeof value !== 'object' || depth > 64) return value
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item, key, depth + 1)) as T
  if (value instanceof Date || ArrayBuffer.isView(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutControlCharacters(v, k, depth + 1)])) as T
}

/**
 * No stored text holds a control character, whatever the door (issue #60, item 4): the gateway
 * refuses them with a 400; /cms, Payload's REST API and the Local API (imports, webhooks'
 * answers) have them taken out here, so SQLite and PostgreSQL store the same (PostgreSQL refused
 * a NUL with a 500, SQLite cut the text there).
 */
export const stripControlCharacters: CollectionBeforeValidateHook & GlobalBeforeValidateHook = ({ data }) =>
  data && typeof data === 'object' ? withoutControlCharacters(data) : data

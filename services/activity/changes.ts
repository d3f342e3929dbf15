import { CHANGE_VALUE_MAX, NOISE_FIELDS, SECRET_FIELD, type ActivityChange } from '../../domain/activity'

type Doc = Record<string, unknown> | null | undefined

/** The words of a Lexical body (its JSON says nothing to a reader). */
function lexicalText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  if (root) return lexicalText(root)
  const own = typeof text === 'string' ? text : ''
  return Array.isArray(children) ? [own, ...children.map(lexicalText)].filter(Boolean).join(' ') : own
}

/** A value as the log shows it: a related document by its id, a body by its words, at most CHANGE_VALUE_MAX characters. */
function shown(value: unknown): string | null {
  let text: string
  if (value === null || value === undefined || value === '') return null
  if (Array.isArray(value)) text = value.map(shown).filter(Boolean).join(', ')
  else if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    text = 'root' in record ? lexicalText(record) : 'id' in record ? String(record.id) : JSON.stringify(record)
  } else text = String(value)
  if (!text) return null
  return text.length > CHANGE_VALUE_MAX ? `${text.slice(0, CHANGE_VALUE_MAX - 1)}…` : text
}

/**
 * The fields a save changed, old and new value each (null for none): on creation every field
 * given, on deletion every field held. Secrets, passwords, hashes, tokens and codes never appear,
 * not even as "changed"; bookkeeping fields are left out.
 */
export function changedFields(before: Doc, after: Doc): ActivityChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: ActivityChange[] = []
  for (const field of fields) {
    if (NOISE_FIELDS.has(field) || SECRET_FIELD.test(field)) continue
    const from = shown(before?.[field])
    const to = shown(after?.[field])
    if (from !== to) changes.push({ field, from, to })
  }
  return changes
}

import type { BuiltField, BuiltForm, BuiltOption, ShowWhen } from '../../domain/builtForms'
import { BUILT_FIELD_KINDS, FILE_DEFAULT_MB, FILE_MAX_MB, isFileKind, type BuiltFieldKind } from '../../domain/builtForms'

/** A stored form as Payload reads it (the plugin's blocks and ours), loosely: only what the site needs. */
export type FormDoc = {
  id: number | string
  title?: string | null
  submitButtonLabel?: string | null
  confirmationType?: 'message' | 'redirect' | null
  confirmationMessage?: unknown
  redirect?: { url?: string | null } | null
  fields?: Array<Record<string, unknown> & { blockType: string }> | null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const isKind = (value: string): value is BuiltFieldKind => (BUILT_FIELD_KINDS as readonly string[]).includes(value)

function showWhenOf(row: Record<string, unknown>): ShowWhen | null {
  const group = row.showWhen as { field?: unknown; equals?: unknown } | null | undefined
  const field = text(group?.field)
  return field ? { field, equals: text(group?.equals) ?? '' } : null
}

const optionsOf = (row: Record<string, unknown>): BuiltOption[] =>
  (Array.isArray(row.options) ? (row.options as Record<string, unknown>[]) : []).flatMap((o) => {
    const value = text(o.value)
    return value ? [{ value, label: text(o.label) ?? value }] : []
  })

/** One block of the form as the site's field, or null for a kind this build does not know. */
function fieldOf(row: Record<string, unknown> & { blockType: string }): BuiltField | null {
  const kind = row.blockType
  if (!isKind(kind)) return null
  const showWhen = showWhenOf(row)
  const name = text(row.name) ?? ''
  if (kind === 'message') return { kind, name: `message-${String(row.id ?? '')}`, content: row.message ?? null, showWhen }
  const common = { name, label: text(row.label) ?? name, help: text(row.help), required: Boolean(row.required), showWhen }
  switch (kind) {
    case 'number':
      return { ...common, kind, min: num(row.min), max: num(row.max) }
    case 'select':
    case 'radio':
    case 'checkboxes':
      return { ...common, kind, options: optionsOf(row) }
    case 'consent':
      return { ...common, kind, label: text(row.text) ?? name, text: text(row.text) ?? '' }
    case 'file': {
      const accept = Array.isArray(row.accept) ? [...new Set(row.accept.filter(isFileKind))] : []
      const maxMb = Math.min(FILE_MAX_MB, Math.max(1, num(row.maxMb) ?? FILE_DEFAULT_MB))
      return { ...common, kind, accept: accept.length ? accept : ['pdf'], maxMb }
    }
    default:
      return { ...common, kind }
  }
}

/** A stored form as the site's definition: no recipient, no sender, nothing staff-only. */
export function toBuiltForm(doc: FormDoc): BuiltForm {
  const fields = (doc.fields ?? []).map(fieldOf).filter((f): f is BuiltField => f !== null)
  const url = text(doc.redirect?.url)
  return {
    id: String(doc.id),
    title: text(doc.title) ?? '',
    fields,
    submitLabel: text(doc.submitButtonLabel),
    confirmation: doc.confirmationType === 'redirect' && url ? { type: 'redirect', url } : { type: 'message', content: doc.confirmationMessage ?? null },
  }
}

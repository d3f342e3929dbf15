import { z } from 'zod'
import { EMAIL_PATTERN, k } from './common'
import {
  BUILT_TEXTAREA_MAX,
  BUILT_TEXT_MAX,
  FILE_KINDS,
  FILE_TOKEN_PATTERN,
  fileBytes,
  PHONE_PATTERN,
  RESERVED_FIELD_NAMES,
  asList,
  isShown,
  valueFields,
  type BuiltField,
  type BuiltForm,
  type StoredValue,
} from '../domain/builtForms'

/**
 * The one zod schema a built form's definition gives (issue #65): the browser checks it with
 * react-hook-form, the submission route on the server. A field shown only when another field
 * has a value is checked only then, and its value is dropped otherwise.
 */
const CHECKED = new Set(['on', 'true', '1', 'yes'])
const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : Array.isArray(value) ? String(value[0] ?? '').trim() : '')

const validDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const d = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text)
}

export type Check = { ok: true; value: StoredValue | null } | { ok: false; message: string }
export type FileField = Extract<BuiltField, { kind: 'file' }>
const refuse = (key: Parameters<typeof k>[0]): Check => ({ ok: false, message: k(key).error })

/** One field's value, checked and in the form it is stored in; null when empty and allowed. */
export function checkField(field: Exclude<BuiltField, { kind: 'message' }>, raw: unknown): Check {
  if (field.kind === 'checkbox' || field.kind === 'consent') {
    const checked = raw === true || CHECKED.has(asText(raw).toLowerCase())
    if (!checked && field.required) return refuse(field.kind === 'consent' ? 'consentRequired' : 'fieldRequired')
    return { ok: true, value: checked }
  }
  if (field.kind === 'checkboxes') {
    const chosen = [...new Set(asList(raw))]
    if (!chosen.length) return field.required ? refuse('fieldRequired') : { ok: true, value: null }
    if (chosen.some((v) => !field.options.some((o) => o.value === v))) return refuse('invalidChoice')
    return { ok: true, value: chosen }
  }
  if (Array.isArray(raw)) return refuse('invalidValue')
  const text = asText(raw)
  // A file went ahead on its own (its upload checked it); the submission names it by its token.
  if (field.kind === 'file')
    return !text
      ? field.required
        ? refuse('fieldRequired')
        : { ok: true, value: null }
      : FILE_TOKEN_PATTERN.test(text)
        ? { ok: true, value: text }
        : refuse('fileNotReceived')
  if (!text) return field.required ? refuse('fieldRequired') : { ok: true, value: null }
  switch (field.kind) {
    case 'text':
      return text.length > BUILT_TEXT_MAX ? refuse('tooLong') : { ok: true, value: text }
    case 'textarea':
      return text.length > BUILT_TEXTAREA_MAX ? refuse('tooLong') : { ok: true, value: text }
    case 'email':
      return text.length > 254 || !EMAIL_PATTERN.test(text) ? refuse('invalidEmail') : { ok: true, value: text.toLowerCase() }
    case 'phone':
      return PHONE_PATTERN.test(text) ? { ok: true, value: text } : refuse('invalidPhone')
    case 'date':
      return validDate(text) ? { ok: true, value: text } : refuse('invalidDate')
    case 'number': {
      if (!/^-?\d{1,15}([.,]\d{1,6})?$/.test(text)) return refuse('invalidNumber')
      const n = Number(text.replace(',', '.'))
      if (field.min !== null && n < field.min) return refuse('numberTooSmall')
      if (field.max !== null && n > field.max) return refuse('numberTooLarge')
      return { ok: true, value: n }
    }
    case 'select':
    case 'radio':
      return field.options.some((o) => o.value === text) ? { ok: true, value: text } : refuse('invalidChoice')
  }
}

/**
 * The form's schema: a record of posted values in, the stored values out (the shown fields
 * only, empty ones left out). A name the form does not have is refused, as the contract's
 * strict schemas refuse unknown fields.
 */
export function builtFormSchema(form: Pick<BuiltForm, 'fields'>, fileCheck?: (field: FileField, raw: unknown) => Check) {
  const fields = valueFields(form)
  const known = new Set([...fields.map((f) => f.name), ...RESERVED_FIELD_NAMES])
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const out: Record<string, StoredValue> = {}
    for (const name of Object.keys(values)) if (!known.has(name)) ctx.addIssue({ code: 'custom', path: [name], message: k('unknownField').error })
    for (const field of fields) {
      if (!isShown(field, values)) continue
      const checked = field.kind === 'file' && fileCheck ? fileCheck(field, values[field.name]) : checkField(field, values[field.name])
      if (!checked.ok) ctx.addIssue({ code: 'custom', path: [field.name], message: checked.message })
      else if (checked.value !== null && checked.value !== false) out[field.name] = checked.value
    }
    return out
  })
}

/**
 * The browser's check of a chosen file before it is sent: its size against the field's, its
 * name's extension against the kinds taken (the server then decides by content).
 */
export function chosenFileCheck(field: FileField, raw: unknown): Check {
  const file = raw as { name?: unknown; size?: unknown } | null | undefined
  const size = typeof file?.size === 'number' ? file.size : 0
  if (!size || typeof file?.name !== 'string') return field.required ? refuse('fieldRequired') : { ok: true, value: null }
  if (size > fileBytes(field.maxMb)) return refuse('fileTooLarge')
  const name = file.name.toLowerCase()
  const extensions = field.accept.flatMap((kind) => FILE_KINDS[kind].extensions as readonly string[])
  return extensions.some((ext) => name.endsWith(ext)) ? { ok: true, value: file.name } : refuse('fileTypeNotAllowed')
}

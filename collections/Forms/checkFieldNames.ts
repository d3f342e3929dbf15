import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { BUILT_FIELDS_MAX, RESERVED_FIELD_NAMES } from '../../domain/builtForms'
import { refusal } from '../hooks/refusal'
import { DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'

type Row = { blockType?: string; name?: string | null; text?: string | null; showWhen?: { field?: string | null; equals?: string | null } | null }

/**
 * A form's fields, whatever the door (/cms, /cms-api, the Local API): each name once and none the
 * public form posts itself, at most BUILT_FIELDS_MAX fields, and a "show when" that names a field
 * placed before it (a condition on a later field, or on itself, could never be filled in order).
 */
export const checkFieldNames: CollectionBeforeValidateHook = ({ data, req }) => {
  const rows = (data?.fields ?? null) as Row[] | null
  if (!Array.isArray(rows)) return data
  const errors: { path: string; message: string }[] = []
  if (rows.length > BUILT_FIELDS_MAX) errors.push({ path: 'fields', message: refusal(req, 'admin.forms.tooManyFields', { max: BUILT_FIELDS_MAX }) })
  const seen = new Set<string>()
  const sourceLanguage = !req.locale || req.locale === DEFAULT_CONTENT_LOCALE
  rows.forEach((row, index) => {
    const name = row.blockType === 'message' ? null : (row.name ?? '').trim()
    if (name) {
      if (seen.has(name)) errors.push({ path: `fields.${index}.name`, message: refusal(req, 'admin.forms.nameTaken', { name }) })
      else if (RESERVED_FIELD_NAMES.includes(name)) errors.push({ path: `fields.${index}.name`, message: refusal(req, 'admin.forms.nameReserved', { name }) })
    }
    // A consent is recorded with its text: the source language must have one (the others fall back to it).
    if (row.blockType === 'consent' && sourceLanguage && !row.text?.trim())
      errors.push({ path: `fields.${index}.text`, message: refusal(req, 'admin.forms.consentTextRequired') })
    const on = row.showWhen?.field?.trim()
    if (on && !seen.has(on)) errors.push({ path: `fields.${index}.showWhen.field`, message: refusal(req, 'admin.forms.showWhenUnknown', { name: on }) })
    if (name) seen.add(name)
  })
  if (errors.length) throw new ValidationError({ collection: 'forms', errors })
  return data
}

import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type Payload } from 'payload'
import { translatorFor } from '../../locales/i18n'
import { negotiateLanguage } from '../../locales/languages'
import type { MessageKey } from '../../domain/messageKeys'

/** Payload's geometry operators: only a point field has them, and the product has none. */
const GEOMETRY = new Set(['near', 'within', 'intersects'])
/** Operators whose value is a list (an array or a comma-separated text). */
const LISTS = new Set(['in', 'not_in', 'all'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])
const TEXTS = new Set(['text', 'textarea', 'email', 'code', 'richText', 'json'])
/** Compared as the field's type: a relation's id, a number, a date. */
const COMPARED = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])

/** A checkbox's values and `exists`'s, as JSON or a query string gives them. */
const BOOLEANS: unknown[] = [true, false, 'true', 'false']
const ID = { name: 'id', type: 'number' } as FlattenedField
type Scalar = string | number | boolean | Date | null
const isScalar = (v: unknown): v is Scalar => v === null || v instanceof Date || ['string', 'number', 'boolean'].includes(typeof v)
/** A list as it arrives: an array, a comma-separated text, or (past qs's 20 items) an object keyed 0, 1, 2... */
function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v
  if (typeof v === 'string') return v.split(',')
  if (v && typeof v === 'object' && Object.keys(v).every((k) => /^\d+$/.test(k))) return Object.values(v)
  return [v]
}

/** Whether one value can stand for a field of this type on this database (null always can). */
function fits(field: FlattenedField | undefined, value: Scalar, sql: boolean, operator: string): boolean {
  if (value === null || !field) return true
  // Matching words: only in texts (PostgreSQL has no ILIKE for a number, a date or an enum), and Payload splits the value.
  if (TEXT_MATCH.has(operator)) return TEXTS.has(field.type) && typeof value === 'string'
  switch (field.type) {
    case 'select':
    case 'radio':
      // PostgreSQL keeps a choice as an enum, which refuses any other word.
      return field.options.some((o) => (typeof o === 'string' ? o : o.value) === String(value))
    case 'number':
      return typeof value !== 'boolean' && Number.isFinite(Number(value))
    case 'checkbox':
      return BOOLEANS.includes(value)
    case 'date':
      return !Number.isNaN((value instanceof Date ? value : new Date(String(value))).getTime())
    case 'relationship':
    case 'upload':
      // A polymorphic relation is matched by { relationTo, value }; a plain one by its id,
      // which the SQL databases keep as a number.
      return Array.isArray(field.relationTo) || !sql || (typeof value !== 'boolean' && Number.isFinite(Number(value)))
    default:
      return true
  }
}

/**
 * The first condition of a `where` that the database cannot run as given, or null. Payload
 * checks that a path may be queried, not that the operator and value suit it, and its SQL
 * adapters answer 500 for what does not (issue #29): a geometry operator on a text, `all` (which
 * they do not implement), a list where one value goes, a word where a relation's id or a date
 * goes. Paths through a relation or a group are left to Payload.
 */
export function unsupportedCondition(where: unknown, fields: FlattenedField[], sql: boolean, depth = 0): { path: string; operator: string } | null {
  if (where === null || where === undefined) return null
  if (typeof where !== 'object' || Array.isArray(where) || depth > 20) return { path: '', operator: '' }
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      for (const part of listOf(condition)) {
        const found = unsupportedCondition(part, fields, sql, depth + 1)
        if (found) return found
      }
      continue
    }
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return { path: key, operator: '' }
    // On SQL the id is a number, whether or not the collection lists it among its fields.
    const field = key.includes('.') ? undefined : (fields.find((f) => f.name === key) ?? (key === 'id' ? ID : undefined))
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      const bad = { path: key, operator }
      if (GEOMETRY.has(operator) && field?.type !== 'point') return bad
      if (operator === 'all' && sql) return bad
      if (operator === 'exists') {
        if (!BOOLEANS.includes(value)) return bad
        continue
      }
      if (GEOMETRY.has(operator)) continue
      const values = LISTS.has(operator) ? listOf(value) : [value]
      if (!LISTS.has(operator) && !isScalar(value)) return bad
      if (!values.every(isScalar)) return bad
      if (COMPARED.has(operator) && !values.every((v) => fits(field, v as Scalar, sql, operator))) return bad
    }
  }
  return null
}

/**
 * Refuses, with 400 and a message in the caller's language, a `where` the database cannot run
 * (see unsupportedCondition), from /cms-api, the /cms panels and the Local API alike.
 */
export const refuseUnsupportedWhere: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const where = (args as { where?: unknown }).where
  if (where === undefined) return args
  const found = unsupportedCondition(where, collection.flattenedFields, req.payload.db.name !== 'mongoose')
  if (!found) return args
  const language = negotiateLanguage(req.headers?.get?.('accept-language'), 'en')
  const t = translatorFor(language, 'api')
  throw new UnsupportedFilter(t('unsupportedFilter' satisfies MessageKey, { path: found.path, operator: found.operator }), found)
}

/** The refusal: Payload's REST answers it 400 with its message; the gateway maps it by name (gateway/http/toHttpError.ts). */
export class UnsupportedFilter extends APIError {
  constructor(message: string, found: { path: string; operator: string }) {
    super(message, 400, { code: 'VALIDATION', ...found }, true)
    this.name = 'UnsupportedFilter'
  }
}

/**
 * Every collection, Payload's own (preferences, locked documents, jobs, migrations) included,
 * refuses a `where` its database cannot run. Added once the configuration is complete: the
 * collections Payload adds itself are out of the configuration's reach.
 */
export function guardWhereEverywhere(payload: Payload): void {
  for (const { config } of Object.values(payload.collections)) {
    config.hooks.beforeOperation = [refuseUnsupportedWhere, ...(config.hooks.beforeOperation ?? [])]
  }
}

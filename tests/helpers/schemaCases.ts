import fc from 'fast-check'
import { z } from 'zod'
import type { JsonSchemaNode as Json } from '../../gateway/docs/jsonSchemaNode'

/**
 * Cases derived from a route's own zod schemas (issue #31 item 2): valid ones (random, and the
 * boundaries the schema names: shortest and longest strings, smallest and largest numbers) and
 * invalid ones (a valid case with one thing broken). The schema is turned into JSON Schema by
 * zod itself, then into fast-check arbitraries; every valid case is confirmed by the schema,
 * every invalid one refused by it, so the cases never disagree with the contract.
 *
 * No maintained library maps zod 4 to fast-check (zod-fast-check stops at zod 3 and fast-check
 * 3), hence this small walker over the JSON Schema subset the route table uses.
 */

/** Ids far above anything a test database holds: a valid id names no row, so a valid call never acts on the suite's own users and tokens. */
const FAR_ID = 100_000

function stringArb(s: Json, hints: FieldHints): fc.Arbitrary<string> {
  const min = s.minLength ?? 0
  const max = Math.min(s.maxLength ?? 60, min + 200)
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString())
  if (s.format === 'date')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (s.pattern) {
    const pattern = new RegExp(s.pattern)
    // An id as text: a far one, or a MongoDB ObjectId (which names no row on SQL: a 500 once, issue #31).
    if (s.pattern.includes('[1-9]\\d{0,15}'))
      return (
        (hints.$idText as fc.Arbitrary<string> | undefined) ??
        fc.oneof(fc.integer({ min: FAR_ID, max: 2_147_483_647 }).map(String), fc.stringMatching(/^[0-9a-f]{24}$/))
      )
    try {
      return fc.stringMatching(pattern).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity))
    } catch {
      // fast-check reads no lookahead (zod's e-mail pattern): e-mail addresses, else any string, checked by zod after.
      if (s.format === 'email' || /@/.test(s.pattern)) return fc.emailAddress().filter((v) => v.length <= (s.maxLength ?? 254))
      return fc.string({ minLength: min, maxLength: max })
    }
  }
  const boundary = [min, max].filter((n, i, all) => all.indexOf(n) === i).map((n) => 'a'.repeat(n))
  return fc.oneof({ arbitrary: fc.constantFrom(...boundary), weight: 1 }, { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 3 })
}

function numberArb(s: Json, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined)
  const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined)
  if (integer) {
    // A positive integer without a ceiling is an id (or a count): far ids, and the largest 32-bit one.
    if (low !== undefined && low >= 1 && (high === undefined || high >= 2 ** 31))
      return fc.oneof(fc.constant(2_147_483_647), fc.integer({ min: FAR_ID, max: 2_147_483_647 }))
    const min = Math.max(low ?? -1_000_000, -2_147_483_648)
    const max = Math.min(high ?? 1_000_000, 2_147_483_647)
    return fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }))
  }
  return fc.double({ min: low ?? -1e6, max: high ?? 1e6, noNaN: true, noDefaultInfinity: true })
}

/**
 * Arbitraries for fields a pattern cannot describe (refinements: password rules, a rich-text
 * document), by field name; `$idText` replaces the ids written as text (the SQL databases hold
 * no ObjectId, so there an ObjectId is not a valid id).
 */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>

/** An arbitrary of values the JSON Schema describes (the caller confirms each with zod). */
export function arbitraryOf(s: Json, depth = 0, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const union = s.anyOf ?? s.oneOf
  if (union) return fc.oneof(...union.map((part) => arbitraryOf(part, depth, hints)))
  if (s.allOf?.length) return arbitraryOf(Object.assign({}, ...s.allOf), depth, hints)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return stringArb(s, hints)
    case 'integer':
      return numberArb(s, true)
    case 'number':
      return numberArb(s, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items, depth + 1, hints) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3),
      })
    case 'object': {
      const properties = s.properties ?? {}
      const required = new Set(s.required ?? [])
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, value] of Object.entries(properties)) record[key] = (!value.enum && hints[key]) || arbitraryOf(value, depth + 1, hints)
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) })
    }
    default:
      // Anything (a rich-text document, a free JSON value): a small JSON value.
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 })
  }
}

export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json

/**
 * Up to `count` values the schema accepts: its boundaries first, then random ones; `prepare`
 * turns a generated value into what the server receives (strings in a URL) before the check.
 */
export function validCases(schema: z.ZodType, count: number, seed: number, prepare: (value: unknown) => unknown = (v) => v, hints: FieldHints = {}): unknown[] {
  const arbitrary = arbitraryOf(jsonSchemaOf(schema), 0, hints)
  const found: unknown[] = []
  const seen = new Set<string>()
  for (const raw of fc.sample(arbitrary, { numRuns: count * 25, seed })) {
    const value = prepare(raw)
    const key = JSON.stringify(value)
    if (seen.has(key) || !schema.safeParse(value).success) continue
    seen.add(key)
    found.push(value)
    if (found.length >= count) break
  }
  return found
}

/** A valid object case with one thing broken, each refused by the schema: an unknown key, a required key missing, a key of the wrong type, a string over its length. */
export function invalidCases(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  prepare: (value: unknown) => unknown = (v) => v,
  wrong: unknown = { $gt: '' },
): { why: string; value: unknown }[] {
  const json = jsonSchemaOf(schema)
  const candidates: { why: string; value: Record<string, unknown> }[] = [{ why: 'an unknown key', value: { ...valid, zzUnknownKey: 'x' } }]
  for (const key of json.required ?? []) {
    const { [key]: _dropped, ...rest } = valid
    candidates.push({ why: `without ${key}`, value: rest })
  }
  for (const [key, property] of Object.entries(json.properties ?? {})) {
    candidates.push({ why: `${key} of the wrong type`, value: { ...valid, [key]: wrong } })
    if (property.maxLength !== undefined)
      candidates.push({ why: `${key} over ${property.maxLength} characters`, value: { ...valid, [key]: 'x'.repeat(property.maxLength + 1) } })
  }
  return candidates.map((c) => ({ why: c.why, value: prepare(c.value) })).filter((c) => !schema.safeParse(c.value).success)
}

import { describe, expect, it } from 'vitest'
import { builtFormSchema } from '../../contract/builtFormSchema'
import { isFieldName, type BuiltField } from '../../domain/builtForms'

const base = { help: null, required: false, showWhen: null }
const FIELDS: BuiltField[] = [
  { ...base, kind: 'text', name: 'name', label: 'Name', required: true },
  { ...base, kind: 'number', name: 'guests', label: 'Guests', min: 1, max: 4 },
  { ...base, kind: 'date', name: 'day', label: 'Day' },
  {
    ...base,
    kind: 'radio',
    name: 'diet',
    label: 'Diet',
    options: [
      { label: 'Any', value: 'any' },
      { label: 'Vegan', value: 'vegan' },
    ],
  },
  { ...base, kind: 'text', name: 'allergy', label: 'Allergy', required: true, showWhen: { field: 'diet', equals: 'vegan' } },
  {
    ...base,
    kind: 'checkboxes',
    name: 'talks',
    label: 'Talks',
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  },
  { ...base, kind: 'consent', name: 'ok', label: 'Consent', text: 'I agree', required: true },
]
const schema = builtFormSchema({ fields: FIELDS })
const errorsOf = (values: Record<string, unknown>) => {
  const result = schema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe("a built form's schema (issue #65)", () => {
  it('gives each field its rule and message key', () => {
    expect(errorsOf({ guests: '9', day: '2027-02-30', diet: 'meat', talks: ['c'] })).toEqual({
      name: 'fieldRequired',
      guests: 'numberTooLarge',
      day: 'invalidDate',
      diet: 'invalidChoice',
      talks: 'invalidChoice',
      ok: 'consentRequired',
    })
    expect(errorsOf({ name: 'A', ok: 'on', guests: '0' })).toEqual({ guests: 'numberTooSmall' })
    expect(errorsOf({ name: 'A', ok: 'on', guests: 'two' })).toEqual({ guests: 'invalidNumber' })
    expect(errorsOf({ name: 'x'.repeat(301), ok: 'on' })).toEqual({ name: 'tooLong' })
    expect(errorsOf({ name: 'A', ok: 'on', extra: '1' })).toEqual({ extra: 'unknownField' })
  })

  it('asks for a conditional field only while its condition holds, and drops its value otherwise', () => {
    expect(errorsOf({ name: 'A', ok: 'on', diet: 'vegan' })).toEqual({ allergy: 'fieldRequired' })
    const parsed = schema.parse({ name: ' A ', ok: 'on', diet: 'any', allergy: 'nuts', talks: 'a', guests: '2,5' })
    expect(parsed).toEqual({ name: 'A', ok: true, diet: 'any', talks: ['a'], guests: 2.5 })
  })

  it('takes a checkbox as the browser and a plain post give it', () => {
    expect(schema.parse({ name: 'A', ok: true })).toMatchObject({ ok: true })
    expect(errorsOf({ name: 'A', ok: false })).toEqual({ ok: 'consentRequired' })
  })

  it('names a field as a column: lower case, digits and _, none of the reserved ones', () => {
    expect(['email', 'first_name', 'q2'].every(isFieldName)).toBe(true)
    expect(['Email', '2q', 'first-name', 'website', 'page', 'x'.repeat(41)].some(isFieldName)).toBe(false)
  })
})

import type { Field } from 'payload'

/**
 * The fields with no text required per language: Payload asks a required localized field in the
 * language being saved, so translating a form would mean writing every text again. An empty
 * translation falls back to pt-BR (what must be there is checked in pt-BR, checkFieldNames.ts).
 */
export function translatable(fields: Field[]): Field[] {
  return fields.map((field) => {
    let out = field
    if ('localized' in out && out.localized && 'required' in out && out.required) out = { ...out, required: false } as Field
    if (out.type === 'row' || out.type === 'array' || out.type === 'group' || out.type === 'collapsible')
      return { ...out, fields: translatable(out.fields) } as Field
    if (out.type === 'blocks') return { ...out, blocks: out.blocks.map((b) => ({ ...b, fields: translatable(b.fields) })) }
    return out
  })
}

import type { CollectionBeforeValidateHook, Field } from 'payload'

/** `rows` of an array or blocks field without the ids a client sent, each row's own fields walked the same way. */
function withoutRowIds(value: unknown, fields: Field[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const data = { ...(value as Record<string, unknown>) }
  for (const field of fields) {
    if ('name' in field && field.name && field.name in data) {
      const inner = data[field.name]
      if (field.type === 'array' && Array.isArray(inner)) data[field.name] = inner.map((row) => strip(row, field.fields))
      else if (field.type === 'blocks' && Array.isArray(inner))
        data[field.name] = inner.map((row) => {
          const block = field.blocks.find((b) => b.slug === (row as { blockType?: string } | null)?.blockType)
          return block ? strip(row, block.fields) : row
        })
      else if (field.type === 'group') data[field.name] = withoutRowIds(inner, field.fields)
    } else if ('fields' in field && Array.isArray(field.fields))
      Object.assign(data, withoutRowIds(data, field.fields) as object) // rows, collapsibles: their fields sit on the document
    else if (field.type === 'tabs')
      for (const tab of field.tabs)
        Object.assign(data, 'name' in tab && tab.name ? { [tab.name]: withoutRowIds(data[tab.name], tab.fields) } : (withoutRowIds(data, tab.fields) as object))
  }
  return data
}

const strip = (row: unknown, fields: Field[]) => {
  if (!row || typeof row !== 'object') return row
  const { id: _id, ...rest } = row as Record<string, unknown>
  return withoutRowIds(rest, fields)
}

/**
 * A new document's array rows and blocks get ids of their own (issue #60, item 3): a copy of a
 * page sent back with its rows' ids collided with the original's and, on SQLite, left a
 * published page with no blocks. On an update the ids stay (they name the rows kept).
 */
export const freshRowIds: CollectionBeforeValidateHook = ({ data, operation, collection }) =>
  operation === 'create' && data ? (withoutRowIds(data, collection.fields) as typeof data) : data

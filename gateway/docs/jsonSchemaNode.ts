/**
 * The part of JSON Schema the route table's schemas turn into (zod's toJSONSchema), as the
 * document's examples (examples.ts) and the contract suite's case generator
 * (tests/helpers/schemaCases.ts) walk it.
 */
export type JsonSchemaNode = {
  type?: string | string[]
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
  additionalProperties?: boolean | JsonSchemaNode
  propertyNames?: JsonSchemaNode
  items?: JsonSchemaNode
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  anyOf?: JsonSchemaNode[]
  oneOf?: JsonSchemaNode[]
  allOf?: JsonSchemaNode[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  default?: unknown
  examples?: unknown[]
  $ref?: string
}

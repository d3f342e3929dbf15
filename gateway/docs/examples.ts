import type { z } from 'zod'
import { lexicalDocument } from '../../services/seed/lexical'
import type { JsonSchemaNode as Json } from './jsonSchemaNode'

/**
 * An example of every request body and answer in the document (issue #31: testing tools skip
 * their example phase without them, and /api/docs showed shapes only). Built from the same JSON
 * Schema as the document, with a plausible value for each field by its name (an e-mail, a
 * title, a date), and kept only when the route's own zod schema accepts it, so an example can
 * never contradict the contract (tests/integration/docs.test.ts checks every one).
 */

const UUID = '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b'
const WHEN = '2030-03-15T12:00:00.000Z' // in the future: an expiry or a schedule must be
/** A rich-text body of one paragraph, as the seed writes them. */
const paragraph = (text: string) => lexicalDocument([{ p: text }])

/** Plausible values by field name (the product's own language: Portuguese). */
const BY_NAME: Record<string, unknown> = {
  email: 'ana.souza@example.com',
  password: 'Segura@2026',
  confirm_password: 'Segura@2026',
  new_password: 'Segura@2026',
  current_password: 'Antiga@2025',
  name: 'Ana',
  last_name: 'Souza',
  full_name: 'Ana Souza',
  title: 'Como planejar um trimestre de conteúdo',
  slug: 'como-planejar-um-trimestre-de-conteudo',
  excerpt: 'Temas, formatos e frequência para manter o blog ativo.',
  description: 'Integração com o CRM',
  company: 'Empresa Exemplo',
  subject: 'Demonstração',
  message: 'Olá! Gostaria de conhecer o sistema.',
  phone: '11999999999',
  telephone: '11999999999',
  url: 'https://example.com/webhooks',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura',
  accessKey: 'ak_9f8e7d6c5b4a',
  secretKey: 'sk_1a2b3c4d5e6f7a8b9c0d',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  unique_key: UUID,
  uniqueKey: UUID,
  search: 'conteúdo',
  content: paragraph('Um calendário editorial evita a correria de última hora.'),
  textColor: '#FFFFFF',
  backgroundColor: '#02236B',
  color: '#25D366',
  code: '123456',
  reason: 'Recebo e-mails demais',
  imageAlt: 'Ilustração de um calendário',
  cpf: '52998224725',
  website: '', // the forms' honeypot: empty for a person
  alt: 'Ilustração de um calendário',
}

export function exampleOf(s: Json, name?: string, depth = 0): unknown {
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum[0]
  const byPattern = s.pattern ? fromPattern(s.pattern) : undefined
  if (name && name in BY_NAME && !s.$ref && (!s.pattern || new RegExp(s.pattern).test(String(BY_NAME[name])))) return BY_NAME[name]
  if (byPattern !== undefined) return byPattern
  const union = s.anyOf ?? s.oneOf
  if (union) return exampleOf(union.find((part) => part.type !== 'null') ?? union[0]!, name, depth)
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  switch (type) {
    case 'string':
      if (s.format === 'date-time') return WHEN
      if (s.format === 'date') return WHEN.slice(0, 10)
      return 'a'.repeat(Math.max(s.minLength ?? 0, 0)) || 'texto'
    case 'integer':
    case 'number':
      if (typeof s.default === 'number') return s.default
      return name && /(^id|Id|_id)$/.test(name) ? 42 : Math.max(s.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'null':
      return null
    case 'array':
      return depth > 4 || !s.items ? [] : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => exampleOf(s.items!, name, depth + 1))
    case 'object':
      // A record keyed by a list of names (a count per tab): one entry per name.
      if (s.propertyNames?.enum && typeof s.additionalProperties === 'object')
        return Object.fromEntries(s.propertyNames.enum.map((key) => [String(key), exampleOf(s.additionalProperties as Json, String(key), depth + 1)]))
      return depth > 5
        ? {}
        : Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, property]) => [key, exampleOf(property, key === 'id' ? 'id' : key, depth + 1)]))
    default:
      return null
  }
}

/** A value for the patterns the contract uses (ids, keys, tokens, codes), checked against the pattern. */
function fromPattern(pattern: string): string | undefined {
  const candidates = ['42', UUID, 'a3f9c2e8b1d04f6a9e7c5b3d1f0e2a4c6b8d0f1e', '123456', `1767225600.${'A'.repeat(43)}`, 'texto', 'pt-BR', '#02236B']
  const re = new RegExp(pattern)
  return candidates.find((c) => re.test(c))
}

/** An example of `jsonSchema` that `schema` accepts, or undefined. */
export function exampleFor(schema: z.ZodType, jsonSchema: Record<string, unknown>): unknown {
  let example = exampleOf(jsonSchema as Json)
  // An optional field the value by name does not suit (a field's own rule) is left out of the example.
  for (let tries = 0; tries < 5; tries++) {
    const checked = schema.safeParse(example)
    if (checked.success) return example
    if (!example || typeof example !== 'object' || Array.isArray(example)) return undefined
    const required = new Set((jsonSchema as Json).required ?? [])
    const failing = new Set(checked.error.issues.map((issue) => String(issue.path[0])))
    if ([...failing].some((key) => required.has(key))) return undefined
    example = Object.fromEntries(Object.entries(example).filter(([key]) => !failing.has(key)))
  }
  return undefined
}

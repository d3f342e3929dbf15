import type { z } from 'zod'
import { lexicalDocument } from '../../services/seed/lexical'
import { ARTICLES } from '../../services/seed/content/articles'
import { AUTHORS } from '../../services/seed/content/people'
import { COMPANY, FAQS, WHATSAPP } from '../../services/seed/content/site'
import { ARTICLE_TRANSLATIONS } from '../../services/seed/content/translations'
import { CONTENT_LOCALES } from '../../domain/contentLocales'
import { slugify } from '../../lib/text/normalize'
import type { JsonSchemaNode as Json } from './jsonSchemaNode'

/**
 * An example of every request body and answer in the document (issue #31: testing tools skip
 * their example phase without them, and /api/docs showed shapes only). Built from the same JSON
 * Schema as the document, with a plausible value for each field by its name (an e-mail, a
 * title, a date, from the demo content), and kept only when the route's own zod schema accepts it, so an example can
 * never contradict the contract (tests/integration/docs.test.ts checks every one).
 */

const UUID = '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b'
const WHEN = '2030-03-15T12:00:00.000Z' // in the future: an expiry or a schedule must be
/** When something already happened (a creation, a change, a use): the demo content's own time. */
const PAST = '2026-11-20T13:30:00.000Z'
const PAST_FIELDS =
  /^(createdAt|updatedAt|publishedAt|savedAt|reviewedAt|readAt|lastUsedAt|finishedAt|startedAt|sentAt|deliveredAt|at|date|created_at|updated_at|lastLogin|confirmedAt|unsubscribedAt|since)$/
/** A rich-text body of one paragraph, as the seed writes them. */
const paragraph = (text: string) => lexicalDocument([{ p: text }])

const [article] = ARTICLES
const [author] = AUTHORS
const [faq] = FAQS

/** The first demo article's title in each language it is written in (the seed's own translations). */
const titles: Record<string, string> = {
  'pt-BR': article!.title,
  ...Object.fromEntries(Object.entries(ARTICLE_TRANSLATIONS[article!.title] ?? {}).map(([language, text]) => [language, text!.title])),
}
/** What a record keyed by language holds, by the record's name: the same thing in each language. */
const BY_LANGUAGE: Record<string, (language: string) => unknown> = {
  slugs: (language) => slugify(titles[language] ?? article!.title),
  titles: (language) => titles[language] ?? article!.title,
  labels: (language) => ({ 'pt-BR': 'Produtos', en: 'Products', es: 'Productos', fr: 'Produits', ht: 'Pwodwi' })[language] ?? 'Blog',
}

/** Plausible values by field name, from the demo content (the product's own language: Portuguese). */
const BY_NAME: Record<string, unknown> = {
  email: author!.email,
  password: 'Segura@2026',
  confirm_password: 'Segura@2026',
  new_password: 'Segura@2026',
  current_password: 'Antiga@2025',
  first_access_password: 'Pr1meiro!Acesso',
  name: author!.name,
  first_name: author!.name,
  last_name: author!.last_name,
  full_name: `${author!.name} ${author!.last_name}`,
  biography: author!.biography,
  title: article!.title,
  slug: 'como-montar-um-orcamento-anual-realista-para-a-sua-empresa',
  excerpt: article!.excerpt,
  description: 'Integração com o CRM',
  company: COMPANY.name,
  tagline: COMPANY.tagline,
  address: COMPANY.address,
  subject: 'Demonstração do RC Sistema I',
  message: WHATSAPP.message,
  question: faq!.question,
  answer: faq!.answer,
  product: faq!.product,
  phone: '11988881201',
  telephone: '11988881201',
  url: 'https://crm.rcsistemas.example.com/webhooks',
  path: '/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1',
  editUrl: '/admin/compose/1',
  previewUrl: '/preview/9c2f4e1a7b3d4c5e8f6a0b1c2d3e4f5a',
  thumbnail: '/cms-api/media/file/orcamento-anual-400x225.webp',
  thumbnailUrl: '/cms-api/media/file/orcamento-anual-400x225.webp',
  filename: 'orcamento-anual.webp',
  fileName: 'export-wordpress-2026-11-20.xml',
  mimeType: 'image/webp',
  // A file a visitor attached to a built form, by the type its content shows.
  type: 'application/pdf',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.assinatura',
  accessKey: 'ak_9f8e7d6c5b4a',
  secretKey: 'sk_1a2b3c4d5e6f7a8b9c0d',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  secretHint: 'whsec_MfKQ…LaSw',
  unique_key: UUID,
  uniqueKey: UUID,
  created_by_unique_key: UUID,
  search: 'orçamento',
  content: paragraph('O orçamento anual costuma nascer de uma planilha herdada do ano anterior.'),
  note: 'Faltou citar a fonte dos números do segundo parágrafo.',
  head: '<meta name="google-site-verification" content="rc-sistemas-verificacao">',
  body: '<noscript><img src="https://pixel.example.com/p.gif" alt=""></noscript>',
  html: '<p>O orçamento anual costuma nascer de uma planilha herdada do ano anterior.</p>',
  text: 'O orçamento anual costuma nascer de uma planilha herdada do ano anterior.',
  lastError: 'The endpoint answered 500',
  error: 'The endpoint answered 500',
  detail: 'A linha 12 não tem e-mail',
  response: 'ok',
  messageId: '<0f3c2a9e.1732108200@rcsistemas.example.com>',
  newsletterCancelReason: 'Recebo e-mails demais',
  consentSource: 'newsletter-form',
  consentLanguage: 'pt-BR',
  consentVersion: '2026-01',
  label: 'Blog',
  textColor: '#FFFFFF',
  backgroundColor: '#02236B',
  color: WHATSAPP.color,
  code: '123456',
  reason: 'Recebo e-mails demais',
  imageAlt: 'Gráfico de receitas e despesas ao longo do ano',
  alt: 'Gráfico de receitas e despesas ao longo do ano',
  cpf: '52998224725',
  website: '', // the forms' honeypot: empty for a person
  // A built form's answer (issue #65): where its confirmation sends the visitor.
  redirect: '/obrigado',
  sentFrom: '/trabalhe-conosco',
  language: 'pt-BR',
  values: { name: 'Ana Souza', email: 'ana.souza@example.com', topics: ['fiscal', 'estoque'] },
  nextCursor: 'eyJ2IjpbIjIwMjYtMTEtMjBUMTM6MzA6MDAuMDAwWiJdLCJpIjoxMiwicCI6Mn0',
  // An activity entry's change: which field, from what to what.
  field: 'status',
  from: 'draft',
  to: 'published',
  action: 'article.published',
  target: '/blog',
  site: 'https://blog.rcsistemas.example.com',
  item: 'Como montar um orçamento anual realista para a sua empresa',
  events: 'article.published',
  event: 'lead.created',
  tags: 'Orçamento',
  tagNames: 'Orçamento',
  company_name: COMPANY.name,
  companyName: COMPANY.name,
  // An activity entry's target: a kind of document and its id.
  kind: 'article',
  status: 'done',
}

/**
 * What a request creates is new: a title and an e-mail the demo content does not hold, so the
 * documented example of a create succeeds on the demo (the answers show the demo's own).
 */
export const REQUEST_VALUES: Record<string, unknown> = {
  title: 'Cinco indicadores para acompanhar o caixa toda semana',
  slug: 'cinco-indicadores-para-acompanhar-o-caixa-toda-semana',
  email: 'paula.ribeiro@rcsistemas.example.com',
  name: 'Paula',
  last_name: 'Ribeiro',
}

export function exampleOf(s: Json, name?: string, depth = 0, values: Record<string, unknown> = BY_NAME): unknown {
  if (s.const !== undefined) return s.const
  if (s.enum?.length) return s.enum[0]
  // A field whose name alone says too little (an activity entry's `address` is the caller's IP) carries its own in the contract.
  if (s.examples?.length) return s.examples[0]
  const byPattern = s.pattern ? fromPattern(s.pattern) : undefined
  if (
    name &&
    name in values &&
    !s.$ref &&
    // A value by name is text, a number or a rich-text body: any other object, a list or a choice of shapes is built from its parts.
    (s.type !== 'object' || isRecord(values[name])) &&
    s.type !== 'array' &&
    !s.anyOf &&
    !s.oneOf &&
    !s.format?.startsWith('date') &&
    (!s.pattern || new RegExp(s.pattern).test(String(values[name])))
  )
    return values[name]
  if (byPattern !== undefined) return byPattern
  const union = s.anyOf ?? s.oneOf
  if (union) return exampleOf(union.find((part) => part.type !== 'null') ?? union[0]!, name, depth, values)
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  switch (type) {
    case 'string':
      if (s.format === 'date-time') return name && PAST_FIELDS.test(name) ? PAST : WHEN
      if (s.format === 'date') return (name && PAST_FIELDS.test(name) ? PAST : WHEN).slice(0, 10)
      // A date kept as plain text (an answer's own copy): named as the dates are.
      if (name && PAST_FIELDS.test(name)) return PAST
      if (name && /At$|By$/.test(name)) return WHEN
      if (name === 'day') return PAST.slice(0, 10)
      if (name === 'id') return DEMO_ID // an id kept as text (an activity entry's target)
      return 'a'.repeat(Math.max(s.minLength ?? 0, 0)) || 'texto'
    case 'integer':
    case 'number':
      if (typeof s.default === 'number') return s.default
      return name && /(^id|Id|_id)$/.test(name) ? Number(DEMO_ID) : Math.max(s.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'null':
      return null
    case 'array':
      return depth > 4 || !s.items ? [] : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => exampleOf(s.items!, name, depth + 1, values))
    case 'object':
      // A record keyed by a list of names (a count per tab): one entry per name.
      if (s.propertyNames?.enum && typeof s.additionalProperties === 'object') {
        const inLanguage = name && s.propertyNames.enum.every(isLanguage) ? BY_LANGUAGE[name] : undefined
        return Object.fromEntries(
          s.propertyNames.enum.map((key) => [
            String(key),
            inLanguage ? inLanguage(String(key)) : exampleOf(s.additionalProperties as Json, String(key), depth + 1, values),
          ]),
        )
      }
      // Text in each language (a menu item's labels): the same words translated.
      if (name && BY_LANGUAGE[name] && s.properties && Object.keys(s.properties).every(isLanguage))
        return Object.fromEntries(Object.keys(s.properties).map((key) => [key, BY_LANGUAGE[name]!(key)]))
      return depth > 5
        ? {}
        : Object.fromEntries(
            Object.entries(s.properties ?? {}).map(([key, property]) => [key, exampleOf(property, key === 'id' ? 'id' : key, depth + 1, values)]),
          )
    default:
      return null
  }
}

/**
 * The id in examples: the first record of each kind a demo start writes (its first article,
 * category, user, lead...), so an example tried against a fresh demo site names one that
 * exists (issue #62: "42" named nothing).
 */
const DEMO_ID = '1'

const isLanguage = (key: unknown) => (CONTENT_LOCALES as readonly unknown[]).includes(key)
const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value for the patterns the contract uses (ids, keys, tokens, codes), checked against the pattern. */
function fromPattern(pattern: string): string | undefined {
  const candidates = [DEMO_ID, UUID, 'a3f9c2e8b1d04f6a9e7c5b3d1f0e2a4c6b8d0f1e', '123456', `1767225600.${'A'.repeat(43)}`, 'texto', 'pt-BR', '#02236B']
  const re = new RegExp(pattern)
  return candidates.find((c) => re.test(c))
}

/** An example of `jsonSchema` that `schema` accepts, or undefined. */
export function exampleFor(schema: z.ZodType, jsonSchema: Record<string, unknown>, request = false): unknown {
  let example = exampleOf(jsonSchema as Json, undefined, 0, request ? { ...BY_NAME, ...REQUEST_VALUES } : BY_NAME)
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

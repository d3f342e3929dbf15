import { z } from 'zod'
import * as A from '../../contract/articles'
import { activityEntry } from '../../contract/activity'
import * as L from '../../contract/leads'
import * as N from '../../contract/newsletter'
import * as S from '../../contract/settings'
import * as T from '../../contract/taxonomy'
import * as U from '../../contract/users'
import * as W from '../../contract/webhooks'

/**
 * The resources the API answers with, named once (issue #31): the document declares each as a
 * shared component schema and every answer that holds one points to it with a `$ref`, so a
 * generated client gets one `Article`, `User` or `Lead` type instead of an inline shape per call.
 */
const RESOURCES: Record<string, z.ZodType> = {
  User: U.apiUser,
  UserWithRoles: U.userWithRoles,
  CreatedUser: U.createdUser,
  PublicAuthor: U.publicAuthorAnswer,
  Article: A.adminArticle,
  ArticleCard: A.articleCard,
  PopularArticle: A.popularCard,
  ArticleVersion: A.articleVersionSummary,
  ArticleVersionDetail: A.articleVersionDetail,
  PreviewLink: A.previewLink,
  Category: T.categoryAnswer,
  Tag: T.tagAnswer,
  Upload: T.uploadAnswer,
  Lead: L.leadAnswer,
  Message: L.messageAnswer,
  Credential: S.credentialAnswer,
  CredentialWithSecret: S.credentialWithSecret,
  IntegratorToken: S.integratorToken,
  SeoSnippet: S.snippetAnswer,
  Faq: S.faqAnswer,
  Company: S.companyAnswer,
  Whatsapp: S.whatsappAnswer,
  NewsletterSend: N.sendAnswer,
  NewsletterSendDetail: N.sendDetailAnswer,
  NewsletterSettings: N.newsletterSettings,
  WebhookEndpoint: W.webhookEndpoint,
  WebhookEndpointWithSecret: W.webhookEndpointWithSecret,
  WebhookDelivery: W.webhookDelivery,
  ActivityEntry: activityEntry,
}

type JsonSchema = Record<string, unknown>
const answerSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema
  return rest
}

let built: { schemas: Record<string, JsonSchema>; byShape: Map<string, string> } | null = null
function components() {
  if (built) return built
  const schemas: Record<string, JsonSchema> = {}
  const byShape = new Map<string, string>()
  for (const [name, schema] of Object.entries(RESOURCES)) {
    schemas[name] = answerSchema(schema)
    byShape.set(JSON.stringify(schemas[name]), name)
  }
  // A resource holding another (a user with roles holds a user) points to it too.
  for (const name of Object.keys(schemas)) schemas[name] = referTo(schemas[name]!, byShape, name) as JsonSchema
  built = { schemas, byShape }
  return built
}

/** Replaces every part of `node` that is one of the resources by a `$ref` to its component. */
function referTo(node: unknown, byShape: Map<string, string>, self?: string): unknown {
  if (!node || typeof node !== 'object') return node
  if (Array.isArray(node)) return node.map((item) => referTo(item, byShape))
  const name = byShape.get(JSON.stringify(node))
  if (name && name !== self) return { $ref: `#/components/schemas/${name}` }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referTo(value, byShape)]))
}

/** The resources as component schemas. */
export const resourceSchemas = () => components().schemas

/** An answer's JSON Schema with its resources as `$ref`s. */
export const withResourceRefs = (schema: JsonSchema): JsonSchema => referTo(schema, components().byShape) as JsonSchema

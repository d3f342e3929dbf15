import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload, Where } from 'payload'
import type { ArticleAutosaveInput } from '../../contract/articles'
import { PREVIEW_PATH } from '../../domain/articles'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { asCaller } from '../caller'
import { forbidden, notFound } from '../errors'
import { refId, relationId } from '../relationId'
import { derivedKey } from '../shared/derivedKey'
import type { ArticleActor } from './admin'
import { articleForPreview } from './publicQueries'

const keyFor = (payload: Payload) => derivedKey(payload, 'preview-links')
const signatureOf = (payload: Payload, body: string) => createHmac('sha256', keyFor(payload)).update(body).digest('base64url')

/** `<link id>.<expiry in seconds>.<signature>`: a forged or altered address fails before any read. */
function tokenFor(payload: Payload, id: number | string, expiresAt: Date) {
  const body = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`
  return `${body}.${signatureOf(payload, body)}`
}

function readToken(payload: Payload, token: string): { id: string; expires: number } | null {
  const match = /^(\d{1,16}|[0-9a-f]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, signature] = match as unknown as [string, string, string, string]
  const expected = Buffer.from(signatureOf(payload, `${id}.${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null
  return { id, expires: Number(expires) * 1000 }
}

type LinkDoc = { id: number | string; expiresAt: string; revokedAt?: string | null; withAutosave?: boolean | null; createdAt: string }
const toLink = (payload: Payload, doc: LinkDoc) => ({
  id: doc.id,
  url: `${PREVIEW_PATH}/${tokenFor(payload, doc.id, new Date(doc.expiresAt))}`,
  expiresAt: doc.expiresAt,
  createdAt: doc.createdAt,
  withAutosave: Boolean(doc.withAutosave),
})

/** The article exists and the caller may edit it. */
async function editable(actor: ArticleActor, id: number | string) {
  if (!actor.user) throw forbidden() // a preview is shown to people, from the editor
  const doc = await actor.payload.findByID({ collection: 'articles', id, depth: 0, select: { title: true }, ...asCaller(actor.user) }).catch(() => null)
  if (!doc) throw notFound()
  return doc
}

/**
 * A preview link of an article: its saved state as the public page would show it, or with the
 * maker's unsaved (autosaved) work over it (the editor's own Preview), until `hours` from now.
 */
export async function createPreviewLink(actor: ArticleActor, articleId: string, input: { hours: number; withAutosave: boolean }) {
  const article = await editable(actor, articleId)
  const doc = await actor.payload.create({
    collection: 'preview-links',
    data: {
      article: relationId(article.id),
      createdBy: relationId(actor.user!.id),
      withAutosave: input.withAutosave,
      expiresAt: new Date(Date.now() + input.hours * 3_600_000).toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
  return toLink(actor.payload, doc as LinkDoc)
}

/**
 * An article's links still open (not revoked, not expired), newest first. A link that shows
 * unsaved work shows its maker's, live as they type: only its maker sees it listed (another
 * editor would otherwise read their draft through it).
 */
export async function listPreviewLinks(actor: ArticleActor, articleId: string) {
  const article = await editable(actor, articleId)
  const mine: Where[] = [{ withAutosave: { equals: false } }, { withAutosave: { exists: false } }, { createdBy: { equals: actor.user!.id } }]
  const { docs } = await actor.payload.find({
    collection: 'preview-links',
    where: {
      and: [{ article: { equals: article.id } }, { revokedAt: { exists: false } }, { expiresAt: { greater_than: new Date().toISOString() } }, { or: mine }],
    },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => toLink(actor.payload, doc as LinkDoc))
}

/** Revokes a link at once: its address answers "not found" from then on. */
export async function revokePreviewLink(actor: ArticleActor, linkId: string) {
  const link = await actor.payload.findByID({ collection: 'preview-links', id: linkId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!link) throw notFound()
  const article = await editable(actor, refId(link.article)!)
  await actor.payload.update({ collection: 'preview-links', id: link.id, data: { revokedAt: new Date().toISOString() }, depth: 0, overrideAccess: true })
  return { articleId: article.id }
}

/**
 * What a preview address shows, in `locale`: null for a forged, expired or revoked one (the page
 * answers 404, like any unknown address). With autosave, the maker's unsaved texts of that
 * language (of pt-BR where the article is not translated into it) replace the saved ones.
 */
export async function previewOf(payload: Payload, token: string, locale: ContentLocale) {
  const claim = readToken(payload, token)
  if (!claim || claim.expires <= Date.now()) return null
  const link = (await payload.findByID({ collection: 'preview-links', id: claim.id, depth: 0, overrideAccess: true }).catch(() => null)) as
    (LinkDoc & { article: unknown; createdBy?: unknown }) | null
  if (!link || link.revokedAt || new Date(link.expiresAt).getTime() <= Date.now()) return null
  const articleId = refId(link.article)!
  const article = await articleForPreview(payload, articleId, locale).catch(() => null)
  if (!article) return null
  if (!link.withAutosave || !link.createdBy) return { article, expiresAt: link.expiresAt }
  // Not written in this language: the page shows the pt-BR text, so the pt-BR work goes over it.
  const written = (article.translated as readonly string[]).includes(locale) ? locale : DEFAULT_CONTENT_LOCALE
  const slot = `${refId(link.createdBy)}:${articleId}:${written}`
  const { docs } = await payload.find({ collection: 'article-autosaves', where: { slot: { equals: slot } }, limit: 1, depth: 0, overrideAccess: true })
  const work = docs[0]?.data as ArticleAutosaveInput | undefined
  if (!work) return { article, expiresAt: link.expiresAt }
  return {
    article: {
      ...article,
      title: work.title || article.title,
      excerpt: work.excerpt ?? article.excerpt,
      content: (work.content as typeof article.content | null | undefined) ?? article.content,
    },
    expiresAt: link.expiresAt,
  }
}

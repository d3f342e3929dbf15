import type { Payload, TypeWithVersion } from 'payload'
import type { Article, Category, Media, Tag, User } from '../../payload-types'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { asCaller, listMeta } from '../caller'
import { refId } from '../relationId'
import { notFound } from '../errors'
import { KEEP_LANGUAGES, KEEP_PUBLICATION } from '../../domain/articles'
import { keptLanguages, restorePlan, storedArticle, storedVersion } from './restorePlan'
import { articleLanguages } from './translations'
import { toAdminArticle } from './serialize'
import { withStaffName } from './staffNames'
import type { ArticleActor } from './admin'

type Version = TypeWithVersion<Article>
type Ref<T> = number | string | T | null | undefined

const object = <T>(ref: Ref<T>): T | null => (ref && typeof ref === 'object' ? ref : null)

function summary(v: Version, number: number | null = null) {
  const editor = object<User>(v.version.editedBy as Ref<User>)
  const editorId = refId(v.version.editedBy as Ref<User>)
  return {
    id: v.id,
    number,
    savedAt: v.updatedAt,
    editedBy: editorId === null ? null : { id: editorId, full_name: editor?.full_name ?? null },
    status: v.version.status,
    title: v.version.title ?? '',
  }
}

/** The article exists and the caller may edit it (the versions themselves are read past access below). */
async function ownArticle(actor: ArticleActor, id: string) {
  const doc = await actor.payload
    .findByID({ collection: 'articles', id, depth: 0, select: { status: true, publishedAt: true }, ...asCaller(actor.user) })
    .catch(() => null)
  if (!doc) throw notFound()
  return doc
}

/** VERSIONS_PER_DOCUMENT=0 keeps no history: there is no version to read or restore. */
const keepsHistory = (payload: Payload) => Boolean(payload.collections.articles.config.versions)

/** One version of this article (a version of another article is not found). */
async function versionOf(payload: Payload, id: string, versionId: string, locale: ContentLocale, depth: number, fallback = true) {
  if (!keepsHistory(payload)) throw notFound()
  const found = (await payload
    .findVersionByID({ collection: 'articles', id: versionId, locale, ...(fallback ? {} : { fallbackLocale: false as const }), depth, overrideAccess: true })
    .catch(() => null)) as Version | null
  if (!found || String(refId(found.parent as Ref<{ id: number | string }>)) !== String(id)) throw notFound()
  return found
}

/**
 * An article's history, newest first: one page of its saved versions (who, when, status and
 * title). The page is what is read: pruning keeps at most VERSIONS_PER_DOCUMENT per article.
 */
export async function articleVersions(actor: ArticleActor, id: string, q: { page: number; limit: number }) {
  await ownArticle(actor, id)
  if (!keepsHistory(actor.payload)) return { data: [], meta: listMeta({ limit: q.limit, totalDocs: 0, totalPages: 0 }, q.page) }
  const result = await actor.payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    page: q.page,
    limit: q.limit,
    depth: 1,
    populate: { users: { full_name: true } },
    overrideAccess: true, // the caller's access to the article was checked above
  })
  // Numbered from the oldest kept, so two versions saved in the same minute by the same person differ in their label.
  const first = result.totalDocs - (q.page - 1) * q.limit
  return { data: (result.docs as Version[]).map((v, i) => summary(v, first - i)), meta: listMeta(result, q.page) }
}

/** One version's texts in `locale` (empty where that language was not written) and its shared fields. */
export async function articleVersion(actor: ArticleActor, id: string, versionId: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
  await ownArticle(actor, id)
  // The texts as written in `locale` (none where it was not); the related names with pt-BR where untranslated.
  const own = await versionOf(actor.payload, id, versionId, locale, 0, false)
  const v = await versionOf(actor.payload, id, versionId, locale, 1)
  const image = object<Media>(v.version.image as Ref<Media>)
  const stored = await storedVersion(actor.payload, versionId)
  return {
    ...summary(v),
    languages: CONTENT_LOCALES.filter((l) => Boolean(stored?.title?.[l])),
    title: own.version.title ?? '',
    excerpt: own.version.excerpt ?? '',
    content: own.version.content ?? null,
    image: image ? { id: image.id, alt: image.alt ?? '', url: image.url ?? null } : null,
    categories: (v.version.categories ?? []).flatMap((c) => {
      const category = object<Category>(c as Ref<Category>)
      return category ? [{ id: category.id, name: category.name ?? '' }] : []
    }),
    tags: (v.version.tags ?? []).flatMap((t) => {
      const tag = object<Tag>(t as Ref<Tag>)
      return tag ? [{ id: tag.id, name: tag.name ?? '' }] : []
    }),
  }
}

/** What restoring a version would change, per language and in the shared fields (the editor asks to confirm with it). */
export async function articleRestorePlan(actor: ArticleActor, id: string, versionId: string) {
  await ownArticle(actor, id)
  await versionOf(actor.payload, id, versionId, DEFAULT_CONTENT_LOCALE, 0)
  const [version, current] = await Promise.all([storedVersion(actor.payload, versionId), storedArticle(actor.payload, id)])
  if (!version || !current) throw notFound()
  return restorePlan(version, current)
}

/**
 * Restores a version as the article's newest one: its texts in every language it held, its
 * cover, categories and tags, saved as one new version. A language the version never had (one
 * translated since) is kept as it is, never emptied. Status and publication date stay as they
 * are (restoring a published article's old text keeps it published), and nothing is lost: the
 * replaced texts remain in the history.
 */
export async function restoreArticleVersion(actor: ArticleActor, id: string, versionId: string) {
  const current = await ownArticle(actor, id)
  await versionOf(actor.payload, id, versionId, DEFAULT_CONTENT_LOCALE, 0)
  const [version, stored] = await Promise.all([storedVersion(actor.payload, versionId), storedArticle(actor.payload, id)])
  if (!version || !stored) throw notFound()
  const kept = keptLanguages(version, stored)
  const doc = await actor.payload.restoreVersion({
    collection: 'articles',
    id: versionId,
    depth: 1,
    context: {
      [KEEP_PUBLICATION]: { status: current.status, publishedAt: current.publishedAt ?? null },
      ...(kept ? { [KEEP_LANGUAGES]: kept } : {}),
    },
    ...asCaller(actor.user),
  })
  return { ...toAdminArticle(await withStaffName(actor.payload, doc)), translated: (await articleLanguages(actor.payload, doc.id)).translated }
}

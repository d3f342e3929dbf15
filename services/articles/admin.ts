import type { Payload, PayloadRequest, Where } from 'payload'
import type { AdminArticlesQuery, ArticleCreateInput, ArticleUpdateInput } from '../../contract/articles'
import { LIVE_STATUSES, type ArticleAction, type ArticleStatus } from '../../domain/articles'
import type { Article } from '../../payload-types'
import { filterId, relationId } from '../relationId'
import { asCaller, pageMeta } from '../caller'
import { countedOr, keptBy, keyset, keysetMeta } from '../keyset'
import { createTag } from '../categories'
import { inTransaction } from '../transaction'
import { ServiceError, forbidden, notFound } from '../errors'
import { searchWords } from '../search'
import { articlePage, searchPage, staffCategoryPage } from './pages'
import { heavyRead } from '../system/heavyReads'
import type { UserDoc } from '../users/types'
import { toAdminArticle } from './serialize'
import { withStaffName, withStaffNames } from './staffNames'
import { articleLanguages } from './translations'
import { forgetAutosave } from './autosave'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'

/**
 * Who acts: a staff user (Payload checks access) or an integrator (documented system write).
 * `mayPublish: false` is a writer (the gateway reads the roles): they submit for review.
 */
export type ArticleActor = { payload: Payload; user: UserDoc | null; integratorAuthor?: number | string | null; mayPublish?: boolean }

const opts = (actor: ArticleActor) => asCaller(actor.user)

async function load(actor: ArticleActor, id: string, req?: PayloadRequest) {
  const doc = await actor.payload.findByID({ collection: 'articles', id, depth: 1, ...opts(actor), req }).catch(() => null)
  if (!doc) throw notFound()
  return doc
}

/** The back-office list's order as Payload runs it (createdAt breaks ties), for keyset paging. */
const ADMIN_ORDER = ['updatedAt', 'createdAt']

export async function listArticles(actor: ArticleActor, q: AdminArticlesQuery) {
  const select = { content: false, searchText: false } as const
  if (q.search) {
    const found = await heavyRead(actor.payload, () =>
      searchPage(
        actor.payload,
        {
          words: searchWords(q.search!),
          status: q.status,
          category: q.category && filterId(actor.payload, q.category),
          author: q.author && filterId(actor.payload, q.author),
          page: q.page,
          limit: q.limit,
        },
        { select, ...opts(actor) },
      ),
    )
    return { data: (await withStaffNames(actor.payload, found.docs)).map((d) => toAdminArticle(d)), meta: pageMeta(q.page, q.limit, found.totalDocs) }
  }
  const ks = keyset(ADMIN_ORDER, q.cursor)
  if (q.category) {
    const page = await heavyRead(actor.payload, () =>
      staffCategoryPage(
        actor.payload,
        {
          category: filterId(actor.payload, q.category!),
          status: q.status,
          author: q.author && filterId(actor.payload, q.author),
          page: q.cursor ? 1 : q.page,
          limit: q.limit,
          after: q.cursor,
          count: ks.counts,
        },
        { select, ...opts(actor) },
      ),
    )
    return {
      data: (await withStaffNames(actor.payload, page.docs)).map((d) => toAdminArticle(d)),
      meta: keysetMeta(ADMIN_ORDER, page.docs, q, countedOr(ks, page.totalDocs ?? 0)),
    }
  }
  const and: Where[] = []
  if (q.status) and.push({ status: { equals: q.status } })
  if (q.category) and.push({ categories: { in: [filterId(actor.payload, q.category)] } })
  if (q.author) and.push({ author: { equals: filterId(actor.payload, q.author) } })
  if (ks.where) and.push(ks.where)
  const result = await articlePage(
    actor.payload,
    { where: and.length ? { and } : undefined, sort: ks.sort, page: q.cursor ? 1 : q.page, limit: q.limit, keptTotal: keptBy(ks) },
    { select, ...opts(actor) },
  )
  return {
    data: (await withStaffNames(actor.payload, result.docs)).map((d) => toAdminArticle(d)),
    meta: keysetMeta(ADMIN_ORDER, result.docs, q, countedOr(ks, result.totalDocs)),
  }
}

/** One article as the editor edits it in `locale`: that language's own texts (none where not yet translated). */
export async function getArticle(actor: ArticleActor, id: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
  const doc = await actor.payload.findByID({ collection: 'articles', id, depth: 1, locale, fallbackLocale: false, ...opts(actor) }).catch(() => null)
  if (!doc) throw notFound()
  return { ...toAdminArticle(await withStaffName(actor.payload, doc)), translated: (await articleLanguages(actor.payload, doc.id)).translated }
}

/** A writer as the services see one: a staff caller the gateway found without `publish-articles`, never an integrator. */
const writerActs = (actor: ArticleActor) => Boolean(actor.user) && actor.mayPublish === false

/**
 * The review step's rule in the contract's words: a writer's save or status change that would
 * make an article live, or change one that is, is refused with a message saying who may
 * (Payload's guard, collections/Articles/hooks/guardPublication.ts, refuses it too).
 */
function mayGoLive(actor: ArticleActor, from: ArticleStatus | undefined, to: ArticleStatus | undefined) {
  const live = (status: ArticleStatus | undefined) => status !== undefined && LIVE_STATUSES.includes(status)
  if ((live(from) || live(to)) && writerActs(actor)) throw forbidden('publishNotAllowed')
}

function publicationFields(status: ArticleStatus, publishedAt?: string): Pick<Article, 'status' | 'publishedAt'> {
  if (status === 'published') return { status, publishedAt: publishedAt && new Date(publishedAt) <= new Date() ? publishedAt : new Date().toISOString() }
  if (status === 'scheduled') {
    if (!publishedAt || new Date(publishedAt) <= new Date())
      throw new ServiceError('VALIDATION', 'dateInPast', [{ field: 'publishedAt', message: 'dateInPast' }])
    return { status, publishedAt }
  }
  return { status, publishedAt: null } // a draft, or one in review: the editor who publishes it picks the date
}

/** Tags chosen by id plus tags named in the form (found or created, in the save's transaction). */
async function tagIds(actor: ArticleActor, tags: (number | string)[] | undefined, tagNames: string[] | undefined, req: PayloadRequest) {
  if (tags === undefined && !tagNames?.length) return undefined
  const ids = [...(tags ?? [])]
  for (const name of new Set(tagNames)) ids.push((await createTag(actor, name, req)).tag.id)
  return [...new Set(ids.map(String))].map((id) => relationId(/^\d+$/.test(id) ? Number(id) : id))
}

/** Creates the tags, then the article with its status, as one transaction. */
export async function createArticle(actor: ArticleActor, input: ArticleCreateInput) {
  const author = actor.user?.id ?? actor.integratorAuthor
  if (!author) throw new ServiceError('VALIDATION', 'invalidValue', [{ field: 'author', message: 'invalidValue' }])
  mayGoLive(actor, undefined, input.status)
  const doc = await inTransaction(actor.payload, actor.user, async (req) => {
    const { status, publishedAt, tags, tagNames, image, categories, original, ...fields } = input
    return actor.payload.create({
      collection: 'articles',
      data: {
        ...fields,
        ...(original === undefined ? {} : { language: original }),
        image: relationId(image),
        categories: categories.map(relationId),
        tags: await tagIds(actor, tags, tagNames, req),
        author: relationId(author),
        ...publicationFields(status, publishedAt),
      },
      depth: 1,
      ...opts(actor),
      req,
    })
  })
  await forgetSavedWork(actor, 'new', DEFAULT_CONTENT_LOCALE)
  return toAdminArticle(await withStaffName(actor.payload, doc))
}

/** The editor's autosave of what was just saved is obsolete (left behind, it is only offered again). */
async function forgetSavedWork(actor: ArticleActor, key: string, locale: ContentLocale) {
  if (actor.user) await forgetAutosave(actor.payload, actor.user.id, key, locale).catch(() => undefined)
}

/** What a save with a status does to the article's publication (a published one keeps its date). */
function transition(existing: Pick<Article, 'status' | 'publishedAt'>, status: ArticleStatus | undefined, publishedAt: string | undefined) {
  if (status === undefined) return publishedAt && existing.status === 'scheduled' ? publicationFields('scheduled', publishedAt) : {}
  if (status === existing.status && status === 'published') return {}
  if (status === 'scheduled') return publicationFields('scheduled', publishedAt ?? existing.publishedAt ?? undefined)
  return publicationFields(status)
}

/** Creates the tags, saves the fields and applies a status change, as one transaction. */
export async function updateArticle(actor: ArticleActor, id: string, input: ArticleUpdateInput, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
  const doc = await inTransaction(actor.payload, actor.user, async (req) => {
    const existing = await load(actor, id, req)
    mayGoLive(actor, existing.status, input.status)
    const { status, publishedAt, tags, tagNames, image, categories, original, ...fields } = input
    const tagList = await tagIds(actor, tags, tagNames, req)
    const data = {
      ...fields,
      ...(original === undefined ? {} : { language: original }),
      ...(image === undefined ? {} : { image: relationId(image) }),
      ...(categories === undefined ? {} : { categories: categories.map(relationId) }),
      ...(tagList === undefined ? {} : { tags: tagList }),
      ...transition(existing, status, publishedAt),
    }
    // The texts go to `locale`; everything else (cover, categories, status) is the same in every language.
    return actor.payload.update({ collection: 'articles', id: existing.id, data: data, depth: 1, locale, fallbackLocale: false, ...opts(actor), req })
  })
  await forgetSavedWork(actor, String(doc.id), locale)
  return { ...toAdminArticle(await withStaffName(actor.payload, doc)), translated: (await articleLanguages(actor.payload, doc.id)).translated }
}

/** What each action of the status call asks of the article it finds (the status it must be in is checked first). */
function statusChange(actor: ArticleActor, existing: Article, action: ArticleAction, publishedAt?: string, note?: string): Partial<Article> {
  switch (action) {
    case 'publish':
      return publicationFields('published')
    case 'schedule':
      return publicationFields('scheduled', publishedAt)
    case 'advance':
      if (existing.status !== 'scheduled') throw new ServiceError('CONFLICT', 'notScheduled', [{ field: 'action', message: 'notScheduled' }])
      return publicationFields('published')
    case 'unpublish':
      return publicationFields('draft')
    case 'submit':
      if (existing.status !== 'draft') throw new ServiceError('CONFLICT', 'notADraft', [{ field: 'action', message: 'notADraft' }])
      return publicationFields('review')
    case 'return':
      if (existing.status !== 'review') throw new ServiceError('CONFLICT', 'notInReview', [{ field: 'action', message: 'notInReview' }])
      return {
        ...publicationFields('draft'),
        reviewNote: note ?? null,
        reviewedBy: actor.user ? relationId(actor.user.id) : null,
        reviewedAt: new Date().toISOString(),
      }
  }
}

/**
 * publish now; schedule for a date; advance (publish a scheduled one now); unpublish (back to
 * draft); submit a draft for review; return one in review to its writer with a note. A writer
 * submits, and takes back what they submitted (unpublish); everything else is an editor's.
 */
export async function changeArticleStatus(actor: ArticleActor, id: string, action: ArticleAction, publishedAt?: string, note?: string) {
  const existing = await load(actor, id)
  const withdrawing = action === 'unpublish' && existing.status === 'review'
  if (action !== 'submit' && !withdrawing && writerActs(actor)) throw forbidden('publishNotAllowed')
  const next = statusChange(actor, existing, action, publishedAt, note)
  const doc = await actor.payload.update({ collection: 'articles', id: existing.id, data: next, depth: 1, ...opts(actor) })
  return toAdminArticle(await withStaffName(actor.payload, doc))
}

export async function deleteArticle(actor: ArticleActor, id: string) {
  const existing = await load(actor, id)
  await actor.payload.delete({ collection: 'articles', id: existing.id, ...opts(actor) })
}

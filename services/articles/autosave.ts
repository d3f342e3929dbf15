import type { Payload, PayloadRequest } from 'payload'
import type { ArticleAutosaveInput } from '../../contract/articles'
import type { ContentLocale } from '../../domain/contentLocales'
import { asCaller } from '../caller'
import { forbidden, notFound } from '../errors'
import type { ArticleActor } from './admin'

/** An article by id, or `new` for the one the user is composing. */
export type AutosaveKey = 'new' | string

const slotOf = (owner: number | string, key: AutosaveKey, locale: ContentLocale) => `${owner}:${key}:${locale}`

/** The staff user whose work it is, and the article's last save (checked against the caller's access). */
async function place(actor: ArticleActor, key: AutosaveKey) {
  // Autosave belongs to a person at the editor; an integrator saves its articles outright.
  if (!actor.user) throw forbidden()
  if (key === 'new') return { owner: actor.user.id, article: null, articleSavedAt: null }
  const article = await actor.payload
    .findByID({ collection: 'articles', id: key, depth: 0, select: { updatedAt: true }, ...asCaller(actor.user) })
    .catch(() => null)
  if (!article) throw notFound()
  return { owner: actor.user.id, article: article.id, articleSavedAt: article.updatedAt }
}

async function find(payload: Payload, slot: string, req?: PayloadRequest) {
  const found = await payload.find({
    collection: 'article-autosaves',
    where: { slot: { equals: slot } },
    limit: 1,
    depth: 0,
    pagination: false, // one row: the slot is unique
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** The caller's autosave of `key` in `locale`, or null. */
export async function getAutosave(actor: ArticleActor, key: AutosaveKey, locale: ContentLocale) {
  const { owner, articleSavedAt } = await place(actor, key)
  const row = await find(actor.payload, slotOf(owner, key, locale))
  return row ? { ...(row.data as ArticleAutosaveInput), savedAt: row.updatedAt, articleSavedAt } : null
}

/** Replaces the caller's autosave of `key` in `locale`: one row, however often the editor sends. */
export async function putAutosave(actor: ArticleActor, key: AutosaveKey, locale: ContentLocale, data: ArticleAutosaveInput) {
  const { owner, article, articleSavedAt } = await place(actor, key)
  const slot = slotOf(owner, key, locale)
  const write = async () => {
    const row = await find(actor.payload, slot)
    return row
      ? actor.payload.update({ collection: 'article-autosaves', id: row.id, data: { data }, depth: 0, overrideAccess: true })
      : actor.payload.create({ collection: 'article-autosaves', data: { slot, owner, article, locale, data }, depth: 0, overrideAccess: true })
  }
  // Two tabs autosaving the same slot at once: the second create meets the unique slot and updates instead.
  const saved = await write().catch(write)
  return { ...data, savedAt: saved.updatedAt, articleSavedAt }
}

/** Discards the caller's autosave of `key` in `locale` (nothing to discard is not an error). */
export async function discardAutosave(actor: ArticleActor, key: AutosaveKey, locale: ContentLocale) {
  const { owner } = await place(actor, key)
  await forgetAutosave(actor.payload, owner, key, locale)
}

/** A save of the article makes the autosave before it obsolete. */
export async function forgetAutosave(payload: Payload, owner: number | string, key: AutosaveKey, locale: ContentLocale, req?: PayloadRequest) {
  await payload.delete({ collection: 'article-autosaves', where: { slot: { equals: slotOf(owner, key, locale) } }, overrideAccess: true, req })
}

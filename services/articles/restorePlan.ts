import type { Payload } from 'payload'
import { CONTENT_LOCALES, type ContentLocale } from '../../domain/contentLocales'
import { ARTICLE_LOCALIZED_FIELDS, RESTORE_CHANGES, RESTORE_SHARED_FIELDS, RESTORE_TEXT_FIELDS, type ArticleLocalizedField } from '../../domain/articles'
import { refId } from '../relationId'

/** An article or one of its versions as stored: every language of each localized field at once. */
export type StoredArticle = Partial<Record<ArticleLocalizedField, Partial<Record<string, unknown>> | null>> & {
  image?: unknown
  categories?: unknown
  tags?: unknown
}

export type RestorePlan = {
  languages: { lang: ContentLocale; change: (typeof RESTORE_CHANGES)[number]; fields: (typeof RESTORE_TEXT_FIELDS)[number][] }[]
  fields: (typeof RESTORE_SHARED_FIELDS)[number][]
}

const SELECT = Object.fromEntries([...ARTICLE_LOCALIZED_FIELDS, ...RESTORE_SHARED_FIELDS].map((f) => [f, true as const]))

/** The article as stored, every language (the adapter's read: one row per language). */
export async function storedArticle(payload: Payload, id: number | string): Promise<StoredArticle | null> {
  return (await payload.db.findOne({ collection: 'articles', where: { id: { equals: id } }, locale: 'all', select: SELECT })) as StoredArticle | null
}

/** One version as stored, every language. */
export async function storedVersion(payload: Payload, versionId: number | string): Promise<StoredArticle | null> {
  const { docs } = await payload.db.findVersions({
    collection: 'articles',
    where: { id: { equals: versionId } },
    locale: 'all',
    limit: 1,
    pagination: false,
  })
  return ((docs[0] as { version?: StoredArticle } | undefined)?.version ?? null) as StoredArticle | null
}

const written = (doc: StoredArticle, lang: ContentLocale) => Boolean(doc.title?.[lang])
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
const idOf = (ref: unknown) =>
  ref && typeof ref === 'object' && 'toHexString' in ref ? (ref as { toHexString: () => string }).toHexString() : String(refId(ref))
const ids = (refs: unknown) => (Array.isArray(refs) ? refs : refs == null ? [] : [refs]).map(idOf).sort()

/**
 * What restoring `version` over `current` changes: per language, whether it is restored (and
 * which texts change), added back, kept (the version never had it) or unchanged; and which
 * shared fields change.
 */
export function restorePlan(version: StoredArticle, current: StoredArticle): RestorePlan {
  const languages = CONTENT_LOCALES.flatMap((lang): RestorePlan['languages'] => {
    const inVersion = written(version, lang)
    const inCurrent = written(current, lang)
    if (!inVersion && !inCurrent) return []
    if (!inVersion) return [{ lang, change: 'kept', fields: [] }]
    const fields = RESTORE_TEXT_FIELDS.filter((f) => !same(version[f]?.[lang], current[f]?.[lang]))
    return [{ lang, change: !inCurrent ? 'added' : fields.length ? 'restored' : 'unchanged', fields }]
  })
  const fields = RESTORE_SHARED_FIELDS.filter((f) => !same(ids(version[f]), ids(current[f])))
  return { languages, fields }
}

/**
 * The current values, per localized field, of the languages the version never had: a restore
 * lays them over the version (collections/Articles/hooks/keepLanguages.ts) so none is emptied.
 */
export function keptLanguages(version: StoredArticle, current: StoredArticle) {
  const kept = CONTENT_LOCALES.filter((lang) => !written(version, lang) && written(current, lang))
  if (!kept.length) return null
  return Object.fromEntries(ARTICLE_LOCALIZED_FIELDS.map((f) => [f, Object.fromEntries(kept.map((lang) => [lang, current[f]?.[lang] ?? null]))])) as Record<
    ArticleLocalizedField,
    Record<string, unknown>
  >
}

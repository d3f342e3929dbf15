import { SMALL_SET } from '../limits'
import type { Payload, PayloadRequest, Where } from 'payload'
import { termSlug } from '../../lib/text/termSlug'
import type { CategoryInput, CategoryUpdateInput } from '../../contract/taxonomy'
import type { Category } from '../../payload-types'
import { withImage } from '../relationId'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { cachedRead } from '../cache/publicCache'
import { conflict, ServiceError, notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { inTransaction } from '../transaction'
import { asCaller, asUser, listMeta } from '../caller'

type Actor = { payload: Payload; user: UserDoc }
// filename is what Payload computes url from: without it url comes back null.
const MEDIA = { media: { url: true, filename: true, alt: true, sizes: true } } as const

const toCategory = (d: Category) => {
  const img = d.image && typeof d.image === 'object' ? d.image : null
  return {
    id: d.id,
    unique_key: d.uniqueKey ?? null,
    name: d.name,
    slug: d.slug ?? '',
    description: d.description,
    image: img ? { id: img.id, url: img.url ?? null, alt: img.alt ?? '' } : null,
    textColor: d.textColor,
    backgroundColor: d.backgroundColor,
    status: d.status,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  }
}

export const publicCategories = (payload: Payload, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`categories:public:${locale}`, ['categories'], async () => {
    const { docs } = await payload.find({
      collection: 'categories',
      locale,
      sort: 'name',
      depth: 1,
      populate: MEDIA,
      limit: SMALL_SET,
      pagination: false /* a small set, capped */,
      overrideAccess: false,
    })
    return docs.map((d) => toCategory(d))
  })

export async function listCategories({ payload, user }: Actor, q: { page: number; limit: number; search?: string }) {
  const where: Where | undefined = q.search ? { name: { like: q.search } } : undefined
  const r = await payload.find({ collection: 'categories', where, page: q.page, limit: q.limit, sort: 'name', depth: 1, populate: MEDIA, ...asUser(user) })
  return { data: r.docs.map((d) => toCategory(d)), meta: listMeta(r, q.page) }
}

async function nameFree(payload: Payload, name: string, exceptId?: Category['id']) {
  const { totalDocs } = await payload.count({
    collection: 'categories',
    where: { and: [{ name: { equals: name } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
    overrideAccess: true,
  })
  if (totalDocs) throw conflict('categoryNameExists', 'name')
}

export async function createCategory({ payload, user }: Actor, input: CategoryInput) {
  await nameFree(payload, input.name)
  const doc = await payload.create({ collection: 'categories', data: withImage(input), depth: 1, ...asUser(user) })
  return toCategory(doc)
}

export async function updateCategory({ payload, user }: Actor, id: string, input: CategoryUpdateInput) {
  const existing = await payload.findByID({ collection: 'categories', id, depth: 0, ...asUser(user) }).catch(() => null)
  if (!existing) throw notFound()
  if ('name' in input && input.name) await nameFree(payload, input.name, existing.id)
  const doc = await payload.update({ collection: 'categories', id: existing.id, data: 'image' in input ? withImage(input) : input, depth: 1, ...asUser(user) })
  return toCategory(doc)
}

export async function deleteCategory({ payload, user }: Actor, id: string) {
  const existing = await payload.findByID({ collection: 'categories', id, depth: 0, ...asUser(user) }).catch(() => null)
  if (!existing) throw notFound()
  const { totalDocs } = await payload.count({ collection: 'articles', where: { categories: { in: [existing.id] } }, overrideAccess: true })
  if (totalDocs) throw new ServiceError('CONFLICT', 'categoryInUse')
  await payload.delete({ collection: 'categories', id: existing.id, ...asUser(user) })
}

export const publicTags = (payload: Payload, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) =>
  cachedRead(`tags:public:${locale}`, ['tags'], async () => {
    const { docs } = await payload.find({
      collection: 'tags',
      locale,
      sort: 'name',
      depth: 0,
      limit: SMALL_SET,
      pagination: false /* a small set, capped */,
      overrideAccess: false,
    })
    return docs.map((d) => ({ id: d.id, name: d.name, slug: d.slug ?? '' }))
  })

/** Finds a tag by name or creates it; with `req`, inside the caller's transaction. */
export async function createTag({ payload, user }: { payload: Payload; user: UserDoc | null }, name: string, req?: PayloadRequest) {
  // By its slug too: 'Café' and 'cafe' are one tag at one address (a second would break the slug's uniqueness).
  const where: Where = { or: [{ name: { equals: name } }, { slug: { equals: termSlug('tags', name) } }] }
  const { docs } = await payload.find({ collection: 'tags', where, limit: 1, overrideAccess: true, req })
  if (docs[0]) return { created: false, tag: { id: docs[0].id, name: docs[0].name, slug: docs[0].slug ?? '' } }
  const doc = await payload.create({ collection: 'tags', data: { name }, ...asCaller(user), req })
  return { created: true, tag: { id: doc.id, name: doc.name, slug: doc.slug ?? '' } }
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])

export async function uploadImage({ payload, user }: Actor, data: Buffer, mimetype: string, alt: string) {
  if (!IMAGE_TYPES.has(mimetype) || !data.length) throw new ServiceError('VALIDATION', 'imageRequired', [{ field: 'file', message: 'imageRequired' }])
  const ext = mimetype.split('/')[1]
  // One transaction: on S3 the files are stored after the row is written, and a store that
  // fails must not leave a media row pointing at nothing.
  const doc = await inTransaction(payload, user, (req) =>
    payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype, name: `upload-${Date.now()}.${ext}`, size: data.length },
      ...asUser(user),
      req,
    }),
  )
  return { id: doc.id, url: doc.url, alt: doc.alt, sizes: doc.sizes }
}

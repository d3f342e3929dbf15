import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import type { Payload, Where } from 'payload'
import type { ProfileInput, UserCreateInput, UserUpdateInput } from '../../contract/users'
import { DEFAULT_USER_TYPE, PUBLIC_AUTHOR_STATUSES, type UserStatus } from '../../domain/users'
import { filterId, withImage } from '../relationId'
import { conflict, forbidden, ServiceError, notFound } from '../errors'
import { generateFirstAccessPassword } from '../auth/passwords'
import { toApiUser, toPublicAuthor } from './serialize'
import type { UserDoc } from './types'
import { PUBLIC_AUTHOR_SELECT } from './publicAuthors'
import { asUser, listMeta } from '../caller'

type Actor = { payload: Payload; user: UserDoc }

async function findByKey({ payload, user }: Actor, id: string, uniqueKey: string) {
  const doc = await payload.findByID({ collection: 'users', id, depth: 1, ...asUser(user) }).catch(() => null)
  if (!doc || doc.uniqueKey !== uniqueKey) throw new ServiceError('NOT_FOUND', 'userNotFound')
  return doc
}

async function emailFree(payload: Payload, email: string, exceptId?: number | string) {
  const where: Where = { and: [{ email: { equals: email } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] }
  const { totalDocs } = await payload.count({ collection: 'users', where, overrideAccess: true })
  if (totalDocs > 0) throw conflict('emailInUse', 'email')
}

export async function getUser(actor: Actor, id: string) {
  const doc = await actor.payload.findByID({ collection: 'users', id, depth: 1, ...asUser(actor.user) }).catch(() => null)
  if (!doc) throw new ServiceError('NOT_FOUND', 'userNotFound')
  return toApiUser(doc)
}

export async function listUsers(actor: Actor, { page, limit, search }: { page: number; limit: number; search?: string }) {
  const where: Where | undefined = search ? { or: [{ full_name: { like: search } }, { email: { like: search } }] } : undefined
  const result = await actor.payload.find({ collection: 'users', where, page, limit, depth: 1, sort: 'full_name', ...asUser(actor.user) })
  return { data: result.docs.map((d) => toApiUser(d)), meta: listMeta(result) }
}

export async function createUser(actor: Actor, input: UserCreateInput) {
  const { created_by: _a, created_by_unique_key: _b, ...fields } = input
  await emailFree(actor.payload, fields.email)
  const password = generateFirstAccessPassword()
  const doc = await actor.payload.create({
    collection: 'users',
    data: {
      ...fields,
      permission: fields.permission ?? fields.position,
      type: fields.type ?? DEFAULT_USER_TYPE,
      password,
      status: 'first-access',
      created_by: actor.user.id,
      created_by_unique_key: actor.user.uniqueKey ?? undefined,
    },
    ...asUser(actor.user),
  })
  return { user: toApiUser(doc), first_access_password: password }
}

export async function updateUser(actor: Actor, id: string, uniqueKey: string, input: UserUpdateInput) {
  const existing = await findByKey(actor, id, uniqueKey)
  const { created_by: _a, created_by_unique_key: _b, ...fields } = input
  if (fields.email) await emailFree(actor.payload, fields.email, existing.id)
  const doc = await actor.payload.update({ collection: 'users', id: existing.id, data: withImage(fields), depth: 1, ...asUser(actor.user) })
  return toApiUser(doc)
}

export async function changeUserStatus(actor: Actor, id: string, uniqueKey: string, status: Exclude<UserStatus, 'first-access'>) {
  if (id === String(actor.user.id)) throw forbidden('cannotChangeOwnStatus')
  const existing = await findByKey(actor, id, uniqueKey)
  const doc = await actor.payload.update({ collection: 'users', id: existing.id, data: { status }, depth: 1, ...asUser(actor.user) })
  if (status !== 'active') await actor.payload.update({ collection: 'users', id: existing.id, data: { sessions: [] }, overrideAccess: true })
  return toApiUser(doc)
}

export async function deleteUser(actor: Actor, id: string, uniqueKey: string) {
  if (id === String(actor.user.id)) throw forbidden('cannotDeleteYourself')
  const existing = await findByKey(actor, id, uniqueKey)
  const { totalDocs } = await actor.payload.count({ collection: 'articles', where: { author: { equals: existing.id } }, overrideAccess: true })
  if (totalDocs > 0) {
    // Authors keep their articles: deleting them would orphan published pages. Deactivate instead.
    throw new ServiceError('CONFLICT', 'userHasArticles')
  }
  await actor.payload.delete({ collection: 'users', id: existing.id, ...asUser(actor.user) })
}

/** Documented public read: authors' public fields only. */
export async function recentAuthors(payload: Payload, limit: number) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { status: { in: [...PUBLIC_AUTHOR_STATUSES] } },
    sort: '-updatedAt',
    limit,
    depth: 1,
    select: { ...PUBLIC_AUTHOR_SELECT, gender: true, type: true, updatedAt: true },
    overrideAccess: true,
  })
  return docs.map((d) => toPublicAuthor(d))
}

export async function publicAuthor(payload: Payload, uniqueKey: string, id: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
  const { docs } = await payload.find({
    collection: 'users',
    locale,
    where: { and: [{ id: { equals: filterId(payload, id) } }, { uniqueKey: { equals: uniqueKey } }, { status: { in: [...PUBLIC_AUTHOR_STATUSES] } }] },
    limit: 1,
    depth: 1,
    select: { ...PUBLIC_AUTHOR_SELECT, gender: true, type: true, updatedAt: true },
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound('userNotFound')
  return toPublicAuthor(docs[0])
}

export async function ownProfile(actor: Actor) {
  return getUser(actor, String(actor.user.id))
}

export async function updateOwnProfile(actor: Actor, input: ProfileInput) {
  const doc = await actor.payload.update({ collection: 'users', id: actor.user.id, data: withImage(input), depth: 1, ...asUser(actor.user) })
  return toApiUser(doc)
}

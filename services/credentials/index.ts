import type { Payload, Where } from 'payload'
import type { CredentialInput } from '../../contract/settings'
import type { Credential } from '../../payload-types'
import { ServiceError, notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { hashSecret, newAccessKey, newSecret, secretHint, secretMatches } from './secrets'
import { signIntegratorToken } from './tokens'
import { asUser, listMeta } from '../caller'

type Actor = { payload: Payload; user: UserDoc }
const sys = { overrideAccess: true } as const

/** Status as stored, except that a passed expiry reads (and is saved) as expired. */
const effectiveStatus = (d: Pick<Credential, 'expiresAt' | 'status'>) =>
  d.expiresAt && new Date(d.expiresAt) <= new Date() && d.status !== 'inactive' ? 'expired' : d.status

const toCredential = (d: Credential) => ({
  id: d.id,
  description: d.description,
  products: d.products ?? [],
  expiresAt: d.expiresAt ?? null,
  neverExpires: !d.expiresAt,
  accessKey: d.accessKey,
  secretHint: d.secretHint ?? null,
  status: effectiveStatus(d),
  regenerationCount: d.regenerationCount ?? 0,
  lastUsedAt: d.lastUsedAt ?? null,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

/** Credentials whose expiry passed are marked expired in the database (read paths too). */
export async function expireDueCredentials(payload: Payload) {
  await payload.update({
    collection: 'credentials',
    where: { and: [{ status: { equals: 'active' } }, { expiresAt: { less_than_equal: new Date().toISOString() } }] },
    data: { status: 'expired' },
    ...sys,
  })
}

export async function listCredentials({ payload, user }: Actor, q: { page: number; limit: number; search?: string }) {
  await expireDueCredentials(payload)
  const where: Where | undefined = q.search ? { or: [{ description: { like: q.search } }, { accessKey: { like: q.search } }] } : undefined
  const r = await payload.find({ collection: 'credentials', where, page: q.page, limit: q.limit, sort: '-createdAt', depth: 0, ...asUser(user) })
  return { data: r.docs.map((d) => toCredential(d)), meta: listMeta(r, q.page) }
}

async function load({ payload, user }: Actor, id: string) {
  const doc = await payload.findByID({ collection: 'credentials', id, depth: 0, ...asUser(user) }).catch(() => null)
  if (!doc) throw notFound()
  return doc
}

export const getCredential = async (actor: Actor, id: string) => toCredential(await load(actor, id))

export async function createCredential({ payload, user }: Actor, input: CredentialInput) {
  const secretKey = newSecret()
  try {
    const doc = await payload.create({
      collection: 'credentials',
      data: {
        ...input,
        accessKey: newAccessKey(),
        secretHash: hashSecret(secretKey),
        secretHint: secretHint(secretKey),
        status: 'active',
        regenerationCount: 0,
        createdBy: user.id,
      },
      ...asUser(user),
    })
    return { ...toCredential(doc), secretKey }
  } catch (error) {
    if ((error as { name?: string }).name === 'Forbidden') throw error
    throw new ServiceError('INTERNAL', 'credentialCreateError')
  }
}

export async function updateCredential(actor: Actor, id: string, input: CredentialInput) {
  const doc = await load(actor, id)
  const status = doc.status === 'expired' && (input.expiresAt === null || new Date(input.expiresAt) > new Date()) ? 'active' : doc.status
  return toCredential(await actor.payload.update({ collection: 'credentials', id: doc.id, data: { ...input, status }, ...asUser(actor.user) }))
}

/** A new secret; the old one (and every token issued from it) stops working at once. */
export async function regenerateCredential(actor: Actor, id: string) {
  const doc = await load(actor, id)
  const secretKey = newSecret()
  try {
    const updated = await actor.payload.update({
      collection: 'credentials',
      id: doc.id,
      data: { secretHash: hashSecret(secretKey), secretHint: secretHint(secretKey), regenerationCount: (doc.regenerationCount ?? 0) + 1 },
      ...asUser(actor.user),
    })
    return { ...toCredential(updated), secretKey }
  } catch {
    throw new ServiceError('INTERNAL', 'credentialRegenerateError')
  }
}

export async function setCredentialStatus(actor: Actor, id: string, status: 'active' | 'inactive') {
  const doc = await load(actor, id)
  if (status === 'active' && doc.expiresAt && new Date(doc.expiresAt) <= new Date()) throw new ServiceError('CONFLICT', 'credentialInactive')
  return toCredential(await actor.payload.update({ collection: 'credentials', id: doc.id, data: { status }, ...asUser(actor.user) }))
}

export async function deleteCredential(actor: Actor, id: string) {
  const doc = await load(actor, id)
  await actor.payload.delete({ collection: 'credentials', id: doc.id, ...asUser(actor.user) })
}

/** Access key + secret -> a short-lived token for the credential's products. */
export async function exchangeForToken(payload: Payload, accessKey: string, secretKey: string) {
  const { docs } = await payload.find({
    collection: 'credentials',
    where: { accessKey: { equals: accessKey } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    ...sys,
  })
  const doc = docs[0]
  // Compare even for an unknown key, so timing does not tell which keys exist.
  const matches = secretMatches(secretKey, doc?.secretHash ?? 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  if (!doc || !matches) throw new ServiceError('INVALID_CREDENTIALS', 'invalidCredentials')
  if (effectiveStatus(doc) !== 'active') throw new ServiceError('UNAUTHORIZED', 'credentialInactive')
  await payload.update({ collection: 'credentials', id: doc.id, data: { lastUsedAt: new Date().toISOString() }, ...sys })
  const products = doc.products
  const { token, expiresAt } = await signIntegratorToken(payload, {
    credentialId: String(doc.id),
    accessKey: doc.accessKey,
    products,
    generation: doc.regenerationCount ?? 0,
  })
  return { token, expiresAt, products }
}

/** The author an integrator's articles carry: the staff user who created the credential. */
export async function integratorAuthor(payload: Payload, credentialId: string) {
  const doc = await payload.findByID({ collection: 'credentials', id: credentialId, depth: 0, ...sys }).catch(() => null)
  const createdBy = doc?.createdBy
  return createdBy && typeof createdBy === 'object' ? createdBy.id : (createdBy ?? null)
}

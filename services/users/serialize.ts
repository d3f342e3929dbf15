import type { UserDoc } from './types'

type Media = { id: number | string; url?: string | null; alt?: string | null; sizes?: { thumbnail?: { url?: string | null } } } | null

const mediaRef = (image: unknown) => {
  if (!image || typeof image !== 'object') return image ? { id: image } : null
  const m = image as Exclude<Media, null>
  return { id: m.id, url: m.url ?? null, thumbnail: m.sizes?.thumbnail?.url ?? null, alt: m.alt ?? '' }
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : (value ?? null))

/** A user as the contract names its fields (spec section 3); never hash, salt, tokens or sessions. */
export function toApiUser(doc: UserDoc | Record<string, unknown>) {
  const d = doc as Record<string, unknown>
  return {
    id: d.id,
    unique_key: d.uniqueKey ?? null,
    name: d.name ?? null,
    first_name: d.first_name ?? null,
    last_name: d.last_name ?? null,
    full_name: d.full_name ?? null,
    email: d.email ?? null,
    position: d.position ?? null,
    permission: d.permission ?? null,
    type: d.type ?? null,
    status: d.status ?? null,
    phone: d.phone ?? null,
    cpf: d.cpf ?? null,
    biography: d.biography ?? null,
    image: mediaRef(d.image),
    gender: d.gender ?? null,
    access: (d.access as string[] | undefined) ?? [],
    email_verified: Boolean(d.emailVerified),
    created_by: idOf(d.created_by),
    created_by_unique_key: d.created_by_unique_key ?? null,
    createdAt: d.createdAt ?? null,
    updatedAt: d.updatedAt ?? null,
  }
}

/** Authors as anonymous visitors may see them: never e-mail, CPF, phone or status. */
export function toPublicAuthor(doc: Record<string, unknown>) {
  return {
    id: doc.id,
    unique_key: doc.uniqueKey ?? null,
    name: doc.name ?? null,
    last_name: doc.last_name ?? null,
    full_name: doc.full_name ?? null,
    position: doc.position ?? null,
    biography: doc.biography ?? null,
    image: mediaRef(doc.image),
    gender: doc.gender ?? null,
    type: doc.type ?? null,
    updatedAt: doc.updatedAt ?? null,
  }
}

import type { Media, User } from '../../payload-types'

type Rel<T> = number | string | T | null | undefined

const mediaRef = (image: Rel<Media>) => {
  if (!image || typeof image !== 'object') return image ? { id: image } : null
  return { id: image.id, url: image.url ?? null, thumbnail: image.sizes?.thumbnail?.url ?? null, alt: image.alt ?? '' }
}

const idOf = <T extends { id: number | string }>(value: Rel<T>) => (value && typeof value === 'object' ? value.id : (value ?? null))

/** A user as the contract names its fields (spec section 3); never hash, salt, tokens or sessions. */
export function toApiUser(d: User) {
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
    access: d.access ?? [],
    email_verified: Boolean(d.emailVerified),
    created_by: idOf(d.created_by),
    created_by_unique_key: d.created_by_unique_key ?? null,
    createdAt: d.createdAt ?? null,
    updatedAt: d.updatedAt ?? null,
  }
}

/** The fields of an author anonymous visitors may see (services/users/publicAuthors.ts selects them). */
type PublicAuthorSource = Pick<User, 'id'> &
  Partial<Pick<User, 'uniqueKey' | 'name' | 'last_name' | 'full_name' | 'position' | 'biography' | 'image' | 'gender' | 'type' | 'updatedAt'>>

/** Authors as anonymous visitors may see them: never e-mail, CPF, phone or status. */
export function toPublicAuthor(doc: PublicAuthorSource) {
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

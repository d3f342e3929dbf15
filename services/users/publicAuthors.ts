import { PUBLIC_AUTHOR_STATUSES } from '../../domain/users'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import type { Payload } from 'payload'

/** The only user fields the public may see (never e-mail, CPF, phone or status). */
export const PUBLIC_AUTHOR_SELECT = {
  name: true,
  last_name: true,
  full_name: true,
  position: true,
  biography: true,
  image: true,
  uniqueKey: true,
} as const

export type PublicAuthor = {
  id: number | string
  name: string
  last_name: string
  full_name: string
  position?: string | null
  biography?: string | null
  uniqueKey: string
  image?: unknown
}

/**
 * Documented public read: users are closed to anonymous readers in Payload, so this read
 * overrides access and filters itself, to active accounts and the public fields above.
 */
export async function publicAuthorsById(
  payload: Payload,
  ids: Array<number | string>,
  locale: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Promise<Map<string, PublicAuthor>> {
  const unique = [...new Set(ids.map(String))]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    locale,
    where: { and: [{ id: { in: unique } }, { status: { in: [...PUBLIC_AUTHOR_STATUSES] } }] },
    select: PUBLIC_AUTHOR_SELECT,
    depth: 1,
    limit: unique.length,
    pagination: false, // bounded: the distinct authors of the articles asked for (one page or one article), never all users
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [String(doc.id), doc as unknown as PublicAuthor]))
}

/**
 * The language an author's biography is shown in: the one asked where it is written in it, else
 * pt-BR, the text Payload falls back to (the page marks it so: WCAG 3.1.2). One row, by id.
 */
export async function biographyLanguage(payload: Payload, id: number | string, locale: ContentLocale): Promise<ContentLocale> {
  if (locale === DEFAULT_CONTENT_LOCALE) return locale
  const doc = await payload
    .findByID({ collection: 'users', id, locale, fallbackLocale: false, select: { biography: true }, depth: 0, overrideAccess: true }) // the biography is a public field
    .catch(() => null)
  return doc?.biography ? locale : DEFAULT_CONTENT_LOCALE
}

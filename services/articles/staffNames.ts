import type { Payload } from 'payload'
import type { Article, User } from '../../payload-types'

type Named = Pick<Article, 'author' | 'reviewedBy'>
type Ref = Named['author'] | Named['reviewedBy']

const idOf = (ref: Ref) => (ref === null || ref === undefined || typeof ref === 'object' ? null : ref)

/**
 * The names of the staff an article points to (its author, its reviewer), for whoever reads it
 * in the back-office. Payload populates a relation only for readers who may read users, so an
 * editor without the users screen saw "-" as every author; a writer never saw who returned
 * their article. Names only, and one read for the whole page.
 */
export async function withStaffNames<T extends Partial<Named>>(payload: Payload, docs: T[]): Promise<T[]> {
  const ids = [...new Set(docs.flatMap((doc) => [idOf(doc.author), idOf(doc.reviewedBy)]).filter((id): id is number => id !== null))]
  if (!ids.length) return docs
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { full_name: true },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true, // names only: what the public site shows of its authors too
  })
  const byId = new Map(users.map((user) => [String(user.id), user as Pick<User, 'id' | 'full_name'>]))
  const named = (ref: Ref) => (idOf(ref) === null ? ref : (byId.get(String(ref)) ?? ref))
  return docs.map((doc) => ({ ...doc, author: named(doc.author), reviewedBy: named(doc.reviewedBy) }) as T)
}

/** One article with its staff names. */
export const withStaffName = async <T extends Partial<Named>>(payload: Payload, doc: T): Promise<T> => (await withStaffNames(payload, [doc]))[0]!

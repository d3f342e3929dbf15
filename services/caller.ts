import type { UserDoc } from './users/types'

/**
 * How services pass the caller to the Local API: as the user with access enforced, or, when
 * there is no staff user (an integrator whose product the gateway already checked), as a
 * documented system call.
 */
export const asUser = (user: UserDoc) => ({ user: { ...user, collection: 'users' }, overrideAccess: false as const })

export const asCaller = (user: UserDoc | null) => (user ? asUser(user) : { overrideAccess: true as const })

/** A Payload page as the contract's `meta`. */
export const listMeta = (r: { page?: number; limit: number; totalDocs: number; totalPages: number }, page = 1) => ({
  page: r.page ?? page,
  limit: r.limit,
  total: r.totalDocs,
  totalPages: r.totalPages,
})

/** The contract's `meta` for a page the service counted itself. */
export const pageMeta = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) })

export const USER_STATUSES = ['active', 'inactive', 'blocked', 'first-access'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/**
 * The accounts whose byline and author page are public: a byline records who wrote an article,
 * so an author who cannot sign in (inactive: one who left, or an imported author not yet invited;
 * first access: not signed in yet) keeps it; a blocked account, shut for cause, does not
 * (issue #44, item 2: imported authors' articles had no byline and their pages answered 404).
 */
export const PUBLIC_AUTHOR_STATUSES = ['active', 'inactive', 'first-access'] as const satisfies readonly UserStatus[]

/** The statuses staff may set on another user; first access is set by creation only. */
export const SETTABLE_USER_STATUSES = ['active', 'inactive', 'blocked'] as const satisfies readonly UserStatus[]

export const USER_TYPES = ['staff', 'author'] as const
export type UserType = (typeof USER_TYPES)[number]
/** Users created without a type are staff (authors are chosen explicitly). */
export const DEFAULT_USER_TYPE: UserType = 'staff'

export const GENDERS = ['female', 'male', 'other', 'not_informed'] as const
export type Gender = (typeof GENDERS)[number]

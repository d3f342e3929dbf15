import type { Item } from '../../../lib/api/routes'

/** A user as the users screen lists them. */
export type User = Item<'usersList'>

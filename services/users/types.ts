import type { User } from '../../payload-types'

/** A staff user as services receive it: Payload's user document. */
export type UserDoc = User

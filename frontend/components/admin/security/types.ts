import type { Item } from '../../../lib/api/routes'

/** A credential as the security center lists it. */
export type Credential = Item<'credentialsList'>
/** What creation and regeneration show once: the key pair the integrator must save. */
export type Secret = { accessKey: string; secretKey: string }

/** The API areas an integrator credential can be granted. */
export const CREDENTIAL_PRODUCTS = ['articles', 'leads', 'messages', 'newsletter', 'webhooks', 'forms'] as const
export type Product = (typeof CREDENTIAL_PRODUCTS)[number]

export const CREDENTIAL_STATUSES = ['active', 'inactive', 'expired'] as const
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number]

/** The statuses staff may set; `expired` is set by the expiry job only. */
export const SETTABLE_CREDENTIAL_STATUSES = ['active', 'inactive'] as const satisfies readonly CredentialStatus[]

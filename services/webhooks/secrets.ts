import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { seal, unseal } from '../shared/seal'

/** A new signing secret in Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`

/** The secret as stored: encrypted with the site's secret (services/shared/seal.ts). */
export const sealSecret = (payload: Payload, secret: string): string => seal(payload, 'webhook-secrets', secret)

export const openSecret = (payload: Payload, sealed: string): string => unseal(payload, 'webhook-secrets', sealed)

import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

/** A 32-byte key for one purpose, derived from the site's secret: each use signs or seals with its own. */
export const derivedKey = (payload: Payload, purpose: string) => createHash('sha256').update(`${payload.secret}:${purpose}`).digest()

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { derivedKey } from '../shared/derivedKey'
import type { Payload } from 'payload'

const keyFor = (payload: Payload) => derivedKey(payload, 'webhook-secrets')

/** A new signing secret in Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`

/** The secret as stored: AES-256-GCM under a key derived from the site's secret (iv.tag.data, base64url). */
export function sealSecret(payload: Payload, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(payload), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
}

export function openSecret(payload: Payload, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer]
  const decipher = createDecipheriv('aes-256-gcm', keyFor(payload), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}

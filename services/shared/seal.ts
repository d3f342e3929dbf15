import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { derivedKey } from './derivedKey'

/**
 * Text kept encrypted with the site's secret (AES-256-GCM under a key derived for `purpose`):
 * iv.tag.data, base64url. What only the server may read again: webhook signing secrets, stored
 * idempotent answers (which may hold a secret shown once).
 */
export function seal(payload: Payload, purpose: string, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derivedKey(payload, purpose), iv)
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
}

export function unseal(payload: Payload, purpose: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer]
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(payload, purpose), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}

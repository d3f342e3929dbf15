import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

/**
 * Credential secrets: 32 random bytes shown once; stored as scrypt with a per-secret salt
 * and compared in constant time (ARCHITECTURE.md section 4, Medusa's design).
 */
export const newAccessKey = () => `ak_${randomBytes(12).toString('hex')}`
export const newSecret = () => `sk_${randomBytes(32).toString('base64url')}`

export function hashSecret(secret: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(secret, salt, 32)
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

export function secretMatches(secret: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = scryptSync(secret, Buffer.from(salt, 'base64url'), expected.length)
  return timingSafeEqual(actual, expected)
}

/** A redacted copy for lists: the prefix and the last four characters. */
export const secretHint = (secret: string) => `${secret.slice(0, 3)}…${secret.slice(-4)}`

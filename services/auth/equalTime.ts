import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { Payload } from 'payload'

const derive = promisify(pbkdf2)

/**
 * Payload's current password hash ('pbkdf2-sha256-v1:'): 600,000 rounds of SHA-256, 32 bytes.
 * A test checks that stored hashes still carry that prefix, so an upgrade that changes the
 * cost cannot silently reopen the timing gap.
 */
export const PASSWORD_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const ROUNDS = 600_000
const KEY_BYTES = 32
const salt = randomBytes(32).toString('hex')

/**
 * Payload answers an unknown address at once and a known one after hashing the password
 * (about 250 ms here), which tells who has an account. For an address with no account this
 * spends the same hashing, so both answers take the same time.
 */
export async function hashAsIfKnown(payload: Payload, email: string, password: string) {
  const user = await payload.db.findOne({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, select: { id: true } })
  if (!user) await derive(password, salt, ROUNDS, KEY_BYTES, 'sha256')
}

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, type Env } from './env'

const MIN_LENGTH = 32
const KNOWN_WEAK = new Set(['secret', 'changeme', 'change-me', 'payload', 'YOUR_SECRET_HERE', 'password'])

/**
 * PAYLOAD_SECRET signs every session token. When unset we generate one and keep it under
 * data/ (so tokens survive restarts); a weak secret set by hand is refused in production.
 */
export function resolveSecret(env: Env): string {
  const given = env.PAYLOAD_SECRET?.trim()
  if (given) {
    if (env.NODE_ENV === 'production' && (given.length < MIN_LENGTH || KNOWN_WEAK.has(given))) {
      throw new ConfigError(
        `PAYLOAD_SECRET is too weak for production (use at least ${MIN_LENGTH} random characters, e.g. \`openssl rand -hex 32\`), or unset it to have one ` +
          `generated in ${env.DATA_DIR}/.payload-secret`,
      )
    }
    return given
  }
  const file = path.resolve(env.DATA_DIR, '.payload-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= MIN_LENGTH) return stored
  }
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

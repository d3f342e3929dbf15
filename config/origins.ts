import { serverUrl, type Env } from './env'

/**
 * The origins the site's own pages are served from: cookie-authenticated writes (Payload's
 * panels) are accepted from these only. SERVER_URL's origin, plus the loopback names of the
 * port when it is unset (a local start answers on localhost and 127.0.0.1 alike), plus
 * TRUSTED_ORIGINS for a site served under several names.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = new Set([new URL(serverUrl(env)).origin])
  if (!env.SERVER_URL) for (const host of ['127.0.0.1', '[::1]']) origins.add(`http://${host}:${env.PORT}`)
  for (const extra of (env.TRUSTED_ORIGINS ?? '').split(',')) {
    const trimmed = extra.trim()
    if (trimmed) origins.add(new URL(trimmed).origin)
  }
  return [...origins]
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'

/** Strict-Transport-Security, sent only where the visitor came over HTTPS: on plain http it would only break local use. */
export const HSTS = 'max-age=31536000; includeSubDomains'

/** The security headers of every site response (also those of stored pages sent ahead of Express, storedPages.ts). */
export const SITE_HELMET = {
  // Set per response with a nonce (contentSecurity.ts), not helmet's static policy.
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  // Sent below, and only over HTTPS: on plain http it would only break local use.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const satisfies Parameters<typeof helmet>[0]

/** The headers SITE_HELMET sets, once: they are the same on every response, so stored pages ahead of Express send a copy. */
export function siteHelmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  let ran = false
  helmet(SITE_HELMET)({} as IncomingMessage, res as unknown as ServerResponse, () => (ran = true))
  if (!ran) throw new Error('helmet did not set its headers at once')
  return headers
}

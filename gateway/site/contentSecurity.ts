import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

/** The request header the pages read the nonce from (frontend/lib/site/nonce.ts). */
const NONCE_HEADER = 'x-nonce'

/** Where Payload serves uploaded media (its API route and the upload collection's slug). */
export const MEDIA_FILE_PATH = '/cms-api/media/file/'

/**
 * A Content-Security-Policy on every page (the site, /admin, /cms) with a fresh nonce per
 * response. Scripts run only when they carry the nonce: Next adds it to its own (it reads
 * the policy from the request header set here), the layouts to the early script and to the
 * staff's SEO snippets (rendered by the server), and the page cache's loader to itself; what
 * those load at run time is trusted through 'strict-dynamic'. No 'unsafe-inline' and no
 * 'unsafe-eval' for scripts. Styles stay inline-capable (styled-components, Payload's panels).
 *
 * A stored page is sent with a fresh nonce too, and its scripts, which carry none, run by their
 * hashes (scriptHashes.ts, pageCache.ts): two responses never share a nonce (issue #42).
 */
export function policyFor(nonce: string, hashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${hashes.map((hash) => ` ${hash}`).join('')} 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * Uploaded files are never pages: should one be opened on its own (an SVG, say), it runs
 * nothing, loads nothing from elsewhere and is sandboxed. A fixed policy, no nonce.
 */
const UPLOAD_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** Random bytes drawn 4 KB at a time: one call into the system's generator per 256 nonces, not per response. */
let pool = Buffer.alloc(0)
let taken = 0

/** A response's nonce: 128 random bits of its own, never handed out twice. */
export function freshNonce(): string {
  if (taken + 16 > pool.length) {
    pool = randomBytes(4096)
    taken = 0
  }
  taken += 16
  return pool.toString('base64', taken - 16, taken)
}

export const contentSecurityPolicy: RequestHandler = (req, res, next) => {
  if (req.path.startsWith(MEDIA_FILE_PATH)) {
    res.setHeader('Content-Security-Policy', UPLOAD_POLICY)
    return next()
  }
  const nonce = freshNonce()
  const policy = policyFor(nonce)
  req.headers['content-security-policy'] = policy // Next takes its scripts' nonce from here
  req.headers[NONCE_HEADER] = nonce
  res.locals.nonce = nonce
  res.setHeader('Content-Security-Policy', policy)
  next()
}

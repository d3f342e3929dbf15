/**
 * Stored public pages sent ahead of Express (issue #46, item 1: a cached page at a bare Node
 * server's rate, as the kept API answers already are, gateway/http/storedAnswers.ts).
 *
 * Why ahead: Express's route table and the site's middleware cost about half of a bare server's
 * rate before the page cache answers bytes it already holds. What: a GET or HEAD whose page is in
 * the store (pageStore.ts) under the key the site's middleware would give it (language, cookie
 * banner, URL). How: the same decisions as the way through Express, made on the raw request:
 * the language (`siteLanguage`), the banner's answer, the page cache's own rules (`mayBeStoredPage`),
 * the security headers (helmet's, computed once, and HSTS over HTTPS as Express's trusted
 * proxies say), and the same answer (`answer`, `flightAnswer`) with a fresh nonce in its policy.
 * Anything the site's middleware would change is left to it: a miss, a draining instance, a
 * form's result or a `?lang=` arrival (both set a cookie), an RSC request.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { parse } from 'cookie'
import { isDraining } from '../draining'
import { encodedBody, getPage, type CachedPage } from './pageStore'
import { acceptedEncoding, answer, flightAnswer, mayBeStoredPage, storedPageKey } from './pageCache'
import { FLIGHT_HEADER, FLIGHT_VALUE } from './flightData'
import { freshNonce, policyFor } from './contentSecurity'
import { HSTS, siteHelmetHeaders } from './securityHeaders'
import { siteLanguage } from './language'
import { CONSENT_COOKIE, isConsentChoice } from '../../domain/site'
import { FORM_RESULT_COOKIE } from '../../domain/siteForms'
import { PAGE_LANGUAGE_PARAM } from '../../lib/site/localizedPath'
import { LANGUAGE_COOKIE, isLanguage } from '../../locales/languages'

/** Express's compiled `trust proxy` (app.get('trust proxy fn')): whose X-Forwarded-Proto is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean

let hits = 0
/** How many pages were sent ahead of Express (tests). */
export const storedPageHits = () => hits

/** Whether the visitor came over HTTPS, as Express's `req.secure` decides it. */
function secure(req: IncomingMessage, trust: ProxyTrust): boolean {
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted)
  const forwarded = req.headers['x-forwarded-proto']
  if (!forwarded || !trust(req.socket.remoteAddress ?? '', 0)) return encrypted
  return String(forwarded).split(',')[0]!.trim() === 'https'
}

/** The stored page's key for this request, or null when the site's middleware must see it first. */
function keyOf(req: IncomingMessage, url: string, path: string, query: string | null): string | null {
  if (!mayBeStoredPage(path, req.headers, url)) return null
  const cookies = req.headers.cookie ? parse(req.headers.cookie) : {}
  if (cookies[FORM_RESULT_COOKIE] !== undefined) return null
  let named: Record<string, string | string[]> = {}
  if (query !== null) {
    const params = new URLSearchParams(query)
    if (params.has('_rsc')) return null
    const values = params.getAll(PAGE_LANGUAGE_PARAM)
    // As Express's query parser reads it: one value a string, several an array (no language).
    if (values.length) named = { [PAGE_LANGUAGE_PARAM]: values.length === 1 ? values[0]! : values }
    // Arriving by an address that names its language sets the language cookie (language.ts).
    const asked = named[PAGE_LANGUAGE_PARAM]
    if (isLanguage(asked) && cookies[LANGUAGE_COOKIE] !== asked) return null
  }
  const language = siteLanguage({ headers: req.headers, query: named })
  return storedPageKey(language, isConsentChoice(cookies[CONSENT_COOKIE]), url)
}

/** A page's headers as Node writes them (name, value, ...), all but its policy, for one encoding of its bytes. */
type Wire = { body: Buffer; headers: string[] }
const wires = new WeakMap<CachedPage, Map<string, Wire>>()

/**
 * The headers of a plain GET of a stored page, flattened once per page, encoding and scheme:
 * answering a page is then one array copy and the policy with this response's nonce. The same
 * `answer` the way through Express uses makes them; they are made again when the bytes change
 * (the best brotli replaces the quick one, pageStore.ts).
 */
function wireOf(page: CachedPage, encoding: 'br' | 'gzip' | null, secure: boolean, security: Record<string, string>): Wire {
  const body = encoding ? encodedBody(page, encoding) : page.body
  let byPage = wires.get(page)
  if (!byPage) wires.set(page, (byPage = new Map()))
  const key = `${encoding}|${secure}`
  const known = byPage.get(key)
  if (known?.body === body) return known
  const { headers } = answer(page, 'HIT', encoding, 'GET', undefined, '')
  const all: Record<string, string | string[]> = { ...security, ...(secure ? { 'strict-transport-security': HSTS } : {}), ...headers }
  delete all['content-security-policy']
  const wire = { body, headers: Object.entries(all).flatMap(([name, value]) => [value].flat().flatMap((one) => [name, one])) }
  byPage.set(key, wire)
  return wire
}

/** The listener with stored pages answered before `app` sees them. */
export function withStoredPages(app: RequestListener, trust: ProxyTrust): RequestListener {
  const security = siteHelmetHeaders()
  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method
    if ((method !== 'GET' && method !== 'HEAD') || isDraining()) return void app(req, res)
    const url = req.url ?? '/'
    const mark = url.indexOf('?')
    const key = keyOf(req, url, mark < 0 ? url : url.slice(0, mark), mark < 0 ? null : url.slice(mark + 1))
    const page = key === null ? undefined : getPage(key)
    if (!page) return void app(req, res)
    hits++
    const encoding = acceptedEncoding(req)
    const nonce = freshNonce()
    const wantsFlight = req.headers[FLIGHT_HEADER] === FLIGHT_VALUE
    const ifNoneMatch = req.headers['if-none-match']
    if (method === 'GET' && !wantsFlight && ifNoneMatch !== page.etag) {
      // The common case: a plain GET of the page.
      const wire = wireOf(page, encoding, secure(req, trust), security)
      res.writeHead(200, [...wire.headers, 'content-security-policy', page.policy[0] + nonce + page.policy[1]])
      return void res.end(wire.body)
    }
    const out = wantsFlight ? flightAnswer(page, encoding, method) : answer(page, 'HIT', encoding, method, ifNoneMatch, nonce)
    const headers: Record<string, string | string[]> = { ...security, ...(secure(req, trust) ? { 'strict-transport-security': HSTS } : {}), ...out.headers }
    // The flight answer sets no policy of its own: it keeps the one every site response gets.
    headers['content-security-policy'] ??= policyFor(nonce)
    res.writeHead(out.status, headers)
    res.end(out.body)
  }
}

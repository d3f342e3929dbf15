/**
 * The public page cache, in front of Next for anonymous GET and HEAD requests of site pages.
 *
 * What it intercepts: every request that is not the API, the panels, the back-office, an
 * account page or one of Next's own RSC or asset requests (see `cacheable`). Why: rendering a
 * page costs tens of milliseconds, serving stored bytes costs almost nothing, and public pages
 * are the same for every visitor of a language and home design.
 *
 * How, in three steps: a hit is answered from `pageStore.ts` (compressed on demand, with an
 * ETag for revalidation); a miss lets Next render while `capture.ts` holds the response back,
 * then the page is rewritten (`deferScripts.ts`, `inlineStyles.ts`), its React data taken out to be
 * sent apart on the loader's request (`flightData.ts`), stored with the content tags of its path
 * (`pageTags.ts`) and sent. A publish or an edit announces its tags and drops the pages that
 * show them; a page rendered while such a change happened is sent but not stored.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { encodedBody, getPage, pageGeneration, putPage, type CachedPage } from './pageStore'
import { pageTags } from './pageTags'
import { statusInHtml } from '../../lib/site/httpStatus'
import { captureResponse, type Captured } from './capture'
import { deferNextScripts } from './deferScripts'
import { FLIGHT_HEADER, FLIGHT_VALUE, splitFlight } from './flightData'
import { inlineStylesheets, withoutInlinedPreloads, type StylesheetReader } from './inlineStyles'
import { SITE_LANGUAGE_HEADER } from './language'
import { SITE_CONSENT_HEADER } from './consent'
import { FORM_STATE_HEADER } from '../../domain/siteForms'
import { freshNonce } from './contentSecurity'
import { renderedLifetime } from '../../lib/cache/contentChanges'
import { hashScripts } from './scriptHashes'

/** Paths that are never public pages: the API, the panels, the back-office, Next's assets. */
const PRIVATE = /^\/(api|cms|cms-api|admin|_next|login|recover-password|reset-password|first-access-password|verify-account|setup)(\/|$)/

/**
 * Rendered through the capture (its not-found status included, so a stranger at a page's preview
 * gets a 404) but never kept: preview links and an editor's page drafts show unpublished work.
 */
const NEVER_STORED = /^\/(preview|page-preview)(\/|$)/

/** Pages whose React starts at once: a page's draft in /cms's Live Preview pane re-renders on each save, and nobody acts in that frame. */
const SCRIPTS_AT_ONCE = /^\/page-preview(\/|$)/

const DROPPED_HEADERS = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'cache-control',
  'vary',
  'x-page-cache',
  // Each response gets its own, with a fresh nonce (contentSecurity.ts).
  'content-security-policy',
]

/** Keeps a page's HTML and its React data (asked for with FLIGHT_HEADER) apart in shared caches. */
const VARY = `Accept-Encoding, Accept-Language, Cookie, ${FLIGHT_HEADER}`

/** Whether a GET or HEAD of this path, with these headers, may be a stored page (also asked ahead of Express, storedPages.ts). */
export function mayBeStoredPage(path: string, headers: IncomingHttpHeaders, url: string): boolean {
  if (PRIVATE.test(path)) return false
  // Client-side navigations ask Next for RSC payloads: they vary by router state and are not pages.
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action'] || 'x-nextjs-data' in headers) return false
  return url.length <= 1024
}

function cacheable(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  // A page showing this visitor's form (a sent note, or errors with what was typed) is theirs alone.
  if (req.headers[FORM_STATE_HEADER] !== undefined) return false
  if ('_rsc' in (req.query as object)) return false
  return mayBeStoredPage(req.path, req.headers, req.originalUrl)
}

/**
 * A stored page's key: the same address is a different page in each language, and with the
 * cookie banner closed by the server for a visitor who answered it without JavaScript.
 */
export const storedPageKey = (language: string, consented: boolean, url: string) => `${language}|${consented ? 'consent' : ''}|${url}`

export const pageKey = (req: Request) => storedPageKey(String(req.headers[SITE_LANGUAGE_HEADER]), Boolean(req.headers[SITE_CONSENT_HEADER]), req.originalUrl)

/** Whether this request's page is stored: it is a live address, whatever else it may once have been. */
export const pageIsStored = (req: Request) => getPage(pageKey(req)) !== undefined

export const acceptedEncoding = (req: Pick<IncomingMessage, 'headers'>): 'br' | 'gzip' | null => {
  const header = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(header)) return 'br'
  if (/\bgzip\b/.test(header)) return 'gzip'
  return null
}

/** Status, headers and body for a stored page, as this request wants it (encoding, revalidation, HEAD), with this response's nonce. */
export function answer(page: CachedPage, state: 'HIT' | 'MISS', encoding: 'br' | 'gzip' | null, method: string, ifNoneMatch: unknown, nonce: string): Captured {
  const headers: Captured['headers'] = {
    ...page.headers,
    'content-security-policy': page.policy[0] + nonce + page.policy[1],
    'x-page-cache': state,
    etag: page.etag,
    // Browsers and shared caches may keep it but must ask again; Vary keeps languages apart.
    'cache-control': 'public, max-age=0, must-revalidate',
    vary: VARY,
  }
  if (ifNoneMatch === page.etag) return { status: 304, headers, body: Buffer.alloc(0) }
  const body = encoding ? encodedBody(page, encoding) : page.body
  if (encoding) headers['content-encoding'] = encoding
  headers['content-length'] = String(body.length)
  return { status: page.status, headers, body: method === 'HEAD' ? Buffer.alloc(0) : body }
}

/**
 * A stored page's React data, for the loader that starts its scripts (flightData.ts). A page
 * kept whole, or one that is no longer a page, has none: the loader then loads the page again.
 */
export function flightAnswer(page: CachedPage | undefined, encoding: 'br' | 'gzip' | null, method: string): Captured {
  const headers: Captured['headers'] = { 'cache-control': 'no-store', vary: VARY }
  if (!page?.flight) return { status: 404, headers: { ...headers, 'content-length': '0' }, body: Buffer.alloc(0) }
  const body = encoding ? encodedBody(page.flight, encoding) : page.flight.body
  if (encoding) headers['content-encoding'] = encoding
  headers['content-type'] = 'application/json; charset=utf-8'
  headers['content-length'] = String(body.length)
  return { status: 200, headers, body: method === 'HEAD' ? Buffer.alloc(0) : body }
}

function sendAnswer(res: Response, out: Captured) {
  res.status(out.status)
  for (const [name, value] of Object.entries(out.headers)) res.setHeader(name, value)
  res.end(out.body)
}

/**
 * The public page cache: the first visitor of a URL in a language renders it through Next;
 * everyone after gets the stored bytes (compressed once) until a content change drops it.
 * Only complete 200 answers without cookies are kept; anything else passes through as rendered.
 */
export function pageCache(payload: Payload, render: RequestHandler, stylesheets?: StylesheetReader): RequestHandler {
  const rewrite = (html: string, path: string) => {
    const styled = stylesheets ? inlineStylesheets(html, stylesheets) : html
    return SCRIPTS_AT_ONCE.test(path) ? styled : deferNextScripts(styled)
  }
  return (req, res, next) => {
    if (!cacheable(req)) return render(req, res, next)
    const key = pageKey(req)
    const encoding = acceptedEncoding(req)
    const ifNoneMatch = req.headers['if-none-match']
    // A cookie set in front of the cache (the language a ?lang= arrival chooses) is this visitor's:
    // it goes out with the answer but never into a stored page, and does not keep one from being stored.
    const own = res.getHeader('set-cookie')
    if (own !== undefined) res.removeHeader('set-cookie')
    const withOwn = (out: Captured): Captured => (own === undefined ? out : { ...out, headers: { ...out.headers, 'set-cookie': own as string | string[] } })
    const wantsFlight = req.headers[FLIGHT_HEADER] === FLIGHT_VALUE
    // The response's own nonce (contentSecurity.ts); the stored page's scripts run by their hashes.
    const nonce = typeof res.locals.nonce === 'string' ? res.locals.nonce : freshNonce()
    const hit = getPage(key)
    if (hit)
      return sendAnswer(res, withOwn(wantsFlight ? flightAnswer(hit, encoding, req.method) : answer(hit, 'HIT', encoding, req.method, ifNoneMatch, nonce)))

    const generation = pageGeneration()
    const renderStartedAt = Date.now()
    const method = req.method
    req.method = 'GET' // a HEAD miss renders the page so the next GET is a hit
    delete req.headers['accept-encoding'] // Next answers plain bytes; we compress what we keep
    delete req.headers['if-none-match']
    delete req.headers[FLIGHT_HEADER] // Next renders the page; the answer is cut from it
    captureResponse(res, (captured, sendRaw) => {
      req.method = method
      try {
        const type = String(captured.headers['content-type'] ?? '')
        const isHtml = /^text\/html/.test(type)
        let text = isHtml ? rewrite(captured.body.toString('utf8'), req.path) : null
        const headers = Object.fromEntries(Object.entries(captured.headers).filter(([name]) => !DROPPED_HEADERS.includes(name.toLowerCase())))
        if (stylesheets && headers.link && text !== null) headers.link = withoutInlinedPreloads([headers.link].flat().join(', '), text)
        // A page that renders the not-found view asks for its status (lib/site/httpStatus.ts).
        if (captured.status === 200 && text !== null) captured.status = statusInHtml(text) ?? 200
        const { tags, ttlMs } = pageTags(req.path)
        // Redis away: kept only for what is left of the freshness promise after this render (issue #42, item 7).
        const keepMs = renderedLifetime(ttlMs, renderStartedAt)
        const storable =
          keepMs > 0 &&
          captured.status === 200 &&
          !NEVER_STORED.test(req.path) &&
          !('set-cookie' in captured.headers) &&
          /^(text\/html|application\/(rss\+)?xml|text\/plain)/.test(type)
        // Only a stored page can hand its React data over later: any other keeps it inline.
        const split = storable && text !== null ? splitFlight(text) : null
        if (split) text = split.html
        // Stored bytes carry no nonce: their scripts run by hash (scriptHashes.ts).
        let scriptHashes: string[] = []
        if (storable && text !== null && isHtml) ({ html: text, hashes: scriptHashes } = hashScripts(text))
        const body = text === null ? captured.body : Buffer.from(text)
        if (!storable) {
          if (wantsFlight) return sendRaw(withOwn(flightAnswer(undefined, null, method)))
          if (captured.status === 200 || captured.status === 404) headers['cache-control'] = 'no-store'
          const cookies = [own ?? [], captured.headers['set-cookie'] ?? []].flat() as string[]
          return sendRaw({
            status: captured.status,
            headers: { ...captured.headers, ...headers, ...(cookies.length ? { 'set-cookie': cookies } : {}), 'content-length': String(body.length) },
            body: method === 'HEAD' ? Buffer.alloc(0) : body,
          })
        }
        const page = putPage(key, { status: 200, headers, body, tags, scriptHashes, ...(split ? { flight: split.flight } : {}) }, keepMs, generation)
        sendRaw(withOwn(wantsFlight ? flightAnswer(page, encoding, method) : answer(page, 'MISS', encoding, method, ifNoneMatch, nonce)))
      } catch (error) {
        payload.logger.error({ err: error }, 'page cache')
        sendRaw(withOwn(captured))
      }
    })
    render(req, res, next)
  }
}

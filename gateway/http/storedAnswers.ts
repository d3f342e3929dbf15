/**
 * Kept answers of the API's hottest reads, served ahead of Express (issue #31: the public list
 * and an integrator's list at half a bare Node server's rate or better).
 *
 * Why ahead: Express with its security headers and the route table costs three quarters of a
 * bare server's rate before any handler runs, and these reads answer the same bytes to every
 * caller they admit until the content changes. What: the routes whose row says `stored` (the
 * tags their answer shows). How: a request of such a route, with no revalidation headers, is
 * admitted exactly as the gateway would admit it (public: no credentials at all; integrator: the
 * same token and credential check, the same product rule, on every call); a kept answer for its
 * URL and Accept-Language is then written as it was first sent. Anything else (a miss, a
 * refusal, a staff caller, a draining instance) goes through Express, and a miss's 200 answer
 * is kept unless a change was announced while it was computed. Refusals are never decided here:
 * the gateway repeats the check and answers in the contract's words.
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http'
import type { Payload } from 'payload'
import { ROUTES, type RouteId } from '../../contract/routes'
import { pathPattern, type RouteSpec } from '../../contract/route'
import { instancePrefix, taggedStore } from '../../services/cache/taggedStore'
import { captureResponse } from '../site/capture'
import { isDraining } from '../draining'
import { authorize, integratorMayCall } from './authorize'
import { looksLikeIntegratorToken } from '../../services/credentials/tokens'
import { bearer, keptIntegrator, resolvePrincipal } from './principal'

type Answer = { headers: OutgoingHttpHeaders; body: Buffer }
type StoredRoute = { id: RouteId; spec: RouteSpec & { stored: NonNullable<RouteSpec['stored']> }; pattern: RegExp }

const answers = taggedStore<Answer>('apiAnswers', { max: 2_000, maxBytes: 16 * 1024 * 1024, bytes: (a) => a.body.length })

/** A safety net only: every write of what an answer shows drops it at once. */
const KEEP_MS = 5 * 60_000

/** Headers that belong to one response, not to the answer. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie'])

const STORED: StoredRoute[] = (Object.entries(ROUTES) as [RouteId, RouteSpec][]).flatMap(([id, spec]) => {
  if (!spec.stored) return []
  const open = 'public' in spec.access || ('routes' in spec.access && spec.access.products?.length)
  if (spec.method !== 'get' || spec.rateLimit || !open)
    throw new Error(`route ${id}: only public or integrators' GET routes without a rate limit may keep answers`)
  return [{ id, spec: spec as StoredRoute['spec'], pattern: pathPattern(`/api${spec.path}`) }]
})

const counts = { hits: 0, kept: 0 }
/** How many requests were answered from kept answers, and how many answers were kept (tests). */
export const storedAnswerCounts = () => ({ ...counts })

function storedRoute(req: IncomingMessage): StoredRoute | null {
  if (req.method !== 'GET' || isDraining()) return null
  // A revalidation is Express's to answer (304); it is rare from API clients.
  if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return null
  const url = req.url ?? ''
  if (!url.startsWith('/api/') || url.length > 1024) return null
  const path = url.split('?')[0] ?? ''
  return STORED.find((route) => route.pattern.test(path)) ?? null
}

/**
 * The same decision with nothing to wait for, where everything it needs is in memory: true or
 * false, or undefined when `admitted` must decide. A kept answer to a known token is then written
 * in the same tick, with no promise (each costs more with async context tracking on).
 */
function admittedNow(payload: Payload, route: StoredRoute, req: IncomingMessage): boolean | undefined {
  if ('public' in route.spec.access) return req.headers.authorization === undefined
  const token = bearer(req)
  if (!token || !looksLikeIntegratorToken(token)) return false
  const principal = keptIntegrator(payload, token)
  return principal ? integratorMayCall(route.spec, principal) : undefined
}

/** Whether the gateway would let this caller through to the route's handler. */
async function admitted(payload: Payload, route: StoredRoute, req: IncomingMessage): Promise<boolean> {
  if ('public' in route.spec.access) return req.headers.authorization === undefined
  const token = bearer(req)
  if (!token || !looksLikeIntegratorToken(token)) return false
  try {
    const principal = await resolvePrincipal(payload, req)
    await authorize(payload, route.spec, principal, {})
    return principal.kind === 'integrator'
  } catch {
    return false
  }
}

function keep(key: string, route: StoredRoute, generation: number, status: number, headers: OutgoingHttpHeaders, body: Buffer) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())))
  if (answers.put(key, { headers: { ...kept, 'content-length': String(body.length) }, body }, route.spec.stored, KEEP_MS, generation)) counts.kept++
}

/** The gateway's listener with kept answers in front of it (none with PUBLIC_READ_CACHE=off: the growth bench measures every read). */
export function withStoredAnswers(payload: Payload, app: RequestListener): RequestListener {
  if (process.env.PUBLIC_READ_CACHE === 'off') return app
  const serve = (route: StoredRoute, req: IncomingMessage, res: ServerResponse) => {
    // Over HTTPS the answer carries HSTS, over plain HTTP it must not (issue #29): each keeps its own.
    const secure = (req.socket as { encrypted?: boolean }).encrypted ? 'tls' : (req.headers['x-forwarded-proto'] ?? '')
    const key = `${instancePrefix(payload)}${route.id}|${secure}|${req.headers['accept-language'] ?? ''}|${req.url}`
    const hit = answers.get(key)
    if (hit) {
      counts.hits++
      res.writeHead(200, hit.headers)
      return void res.end(hit.body)
    }
    const generation = answers.generation()
    captureResponse(res, (captured, send) => {
      keep(key, route, generation, captured.status, captured.headers, captured.body)
      send(captured)
    })
    app(req, res)
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    const route = storedRoute(req)
    if (!route) return void app(req, res)
    const now = admittedNow(payload, route, req)
    if (now !== undefined) return void (now ? serve(route, req, res) : app(req, res))
    void admitted(payload, route, req).then((ok) => (ok ? serve(route, req, res) : app(req, res)))
  }
}

import type { RouteId } from './routes'
import type { RouteSpec } from './route'
import { isIdempotentRoute } from './idempotency'

/**
 * The statuses a route answers beyond its success and what its shape implies (issue #31: the
 * document declared success, 400, 401/403 and 429 only). Each is a business rule the gateway
 * enforces; the generated document (gateway/docs/openapi.ts) declares them with the error body.
 */
export const ROUTE_ERRORS: Partial<Record<RouteId, readonly number[]>> = {
  // Wrong e-mail or password; an inactive or blocked account; five failures lock the client.
  login: [401, 403, 423],
  credentialToken: [401], // an unknown or wrong key; an inactive or expired credential
  pageStatus: [404], // no such page
  setup: [409], // the site has its administrator already
  firstAccessPassword: [409], // the account is not waiting for its first password
  articleCreate: [409], // a title already used
  articleUpdate: [409],
  articleStatus: [409], // advancing an article that is not scheduled, submitting one that is not a draft, returning one not in review
  categoryCreate: [409], // a name already used
  categoryUpdate: [409],
  categoryDelete: [409], // a category that still has articles
  userCreate: [409], // an e-mail already used
  userUpdate: [409],
  userDelete: [409], // a user who still has articles
  credentialStatus: [409], // activating an expired credential
  layoutSave: [409], // "Version already applied"
  newsletterConfirm: [409], // a used or superseded confirmation link
  webhookRedeliver: [409], // a disabled endpoint
  newsletterPreview: [404], // no such article
  newsletterTest: [404],
  newsletterSendCreate: [404, 409], // no such article; it went out already (unless `again`)
  newsletterSendControl: [409], // pausing, resuming or cancelling a send in a state that does not allow it
  unsubscribe: [404], // no such subscriber (id and key)
  importStart: [409], // an import is running already
  articleCalendar: [422], // a period longer than six weeks, or one that ends before it starts
}

/** Success statuses other than the route's own (the route's summary says when). */
export const OTHER_SUCCESS: Partial<Record<RouteId, readonly number[]>> = {
  subscribe: [200, 202], // reactivated; waiting for confirmation by e-mail
  tagCreate: [200], // the tag already existed
}

/** Routes whose uncached work waits its turn (services/system/heavyReads.ts): 503 BUSY with Retry-After past the queue. */
const HEAVY: readonly RouteId[] = ['publicArticles', 'articlesList', 'popularArticles', 'statistics']

const takesCursor = (spec: RouteSpec) => {
  const shape = (spec.query as { shape?: Record<string, unknown> } | undefined)?.shape
  return Boolean(shape && 'cursor' in shape)
}

/** Every error status a route can answer, derived from its row and the tables above. */
export function errorStatuses(id: RouteId, spec: RouteSpec): number[] {
  const statuses = new Set<number>(ROUTE_ERRORS[id] ?? [])
  if (spec.body || spec.query || spec.params || spec.localized) statuses.add(400) // validation; an unknown ?lang=
  if (!('public' in spec.access)) for (const status of [401, 403]) statuses.add(status)
  if (spec.params) statuses.add(404) // a row that does not exist, or that the caller may not see
  if (spec.body || spec.requestType) statuses.add(413) // a body over the size limit
  if (spec.rateLimit) statuses.add(429)
  // Idempotency-Key: a malformed key, the same key still at work (409), or used with another request (422).
  if (isIdempotentRoute(spec)) for (const status of [400, 409, 422]) statuses.add(status)
  // A business rule no schema can say (domain/businessRules.ts): what a body refers to must exist,
  // a link or code must be current, an uploaded file must be what it claims; a cursor must be ours.
  if (spec.body || spec.requestType || takesCursor(spec)) statuses.add(422)
  if (HEAVY.includes(id)) statuses.add(503)
  return [...statuses].sort((a, b) => a - b)
}

import type { RouteSpec } from './route'

/** The request header that makes a POST safe to retry (issue #47, item 4), as Stripe names it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** How long a key's first answer is kept and replayed (hours). */
export const IDEMPOTENCY_HOURS = 24

/** A key: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

/** The header answering a replayed request (the work was not done again). */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/** Routes that honour the header: every POST a signed-in staff user or an integrator calls. */
export const isIdempotentRoute = (spec: Pick<RouteSpec, 'method' | 'access'>) =>
  spec.method === 'post' && !('public' in spec.access) && !('panels' in spec.access)

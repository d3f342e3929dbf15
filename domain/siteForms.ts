/**
 * Public forms without JavaScript (issue #42, item 1; ARCHITECTURE.md section 6). Every public
 * form is a real `<form method="post">` to the page it is on. Besides its own fields, named as
 * the contract's schema names them, it carries two hidden fields: which contract route it
 * sends to (one of SITE_FORM_ROUTES, nothing else) and which form of the page it is. The
 * gateway (gateway/site/formPosts.ts) sends the post through that route, then either redirects
 * to the page with the outcome in a one-time cookie, or renders the page again with each error
 * beside its field. In both cases the page learns the form's state from one request header,
 * which the gateway alone sets (a visitor's own copy is dropped).
 */

/** The contract routes a public page's form may post to, and the field a form fills from its page. */
export const SITE_FORM_ROUTES = {
  subscribe: { pageField: 'source' },
  contact: {},
  unsubscribe: {},
  newsletterConfirm: {},
  // A form staff built (issue #65): its values go under `values`, the form's id in the path.
  formSubmit: { pageField: 'page', nest: 'values', pathParams: { id: '_doc' } },
} as const satisfies Record<string, SiteFormRouteSpec>

/**
 * How a plain post becomes a route's body: `pageField` is filled with the page's path; with
 * `nest`, the form's own fields go under that name (the honeypot and the page field stay
 * beside it); `pathParams` names the hidden field that holds each of the route's path parameters.
 */
type SiteFormRouteSpec = { pageField?: string; nest?: string; pathParams?: Record<string, string> }
export const siteFormRoute = (route: SiteFormRoute): SiteFormRouteSpec => SITE_FORM_ROUTES[route]

/** The fields a nested route keeps beside the form's values. */
export const TOP_LEVEL_FIELDS: readonly string[] = ['website']

/** Several values of one field (checkboxes) kept in a form state's values, which hold texts: one per line. */
export const joinValues = (list: readonly string[]) => list.join('\n')
export const splitValues = (text: string | undefined) => (text ? text.split('\n') : [])
export type SiteFormRoute = keyof typeof SITE_FORM_ROUTES

export const isSiteFormRoute = (value: unknown): value is SiteFormRoute => typeof value === 'string' && Object.hasOwn(SITE_FORM_ROUTES, value)

/** The hidden fields every public form posts besides its own. */
export const FORM_ROUTE_FIELD = '_route'
export const FORM_ID_FIELD = '_form'

/** A form's id on its page: letters, digits and dashes (it is also the anchor the redirect returns to). */
export const isFormId = (value: unknown): value is string => typeof value === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(value)

/** The request header the gateway sets for the page: this visitor's form state, as JSON. */
export const FORM_STATE_HEADER = 'x-site-form'
/** The one-time cookie that carries a sent form's outcome across the redirect (a minute at most). */
export const FORM_RESULT_COOKIE = 'site_form'
export const FORM_RESULT_SECONDS = 60

/** The fields of a sent form that its thank-you note shows (the contact form greets by name); nothing else is kept. */
export const SENT_VALUES = ['name'] as const

/** What a page knows of one of its forms after a post without JavaScript. */
export type SiteFormState =
  | { form: string; outcome: 'sent'; status: number; data: Record<string, unknown> | null; values: Record<string, string> }
  | {
      form: string
      outcome: 'refused'
      status: number
      code: string
      message: string | null
      values: Record<string, string>
      errors: Record<string, string>
    }

const isRecordOf = (value: unknown, item: (v: unknown) => boolean): value is Record<string, never> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(item)
const isString = (v: unknown) => typeof v === 'string'

/** Reads a form state back from its JSON (a header or a cookie): anything malformed is no state. */
export function parseFormState(text: string | null | undefined): SiteFormState | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  const state = value as Record<string, unknown>
  if (!isFormId(state.form) || typeof state.status !== 'number' || !isRecordOf(state.values, isString)) return null
  if (state.outcome === 'sent') {
    const data = state.data === null || isRecordOf(state.data, () => true) ? (state.data as Record<string, unknown> | null) : null
    return { form: state.form, outcome: 'sent', status: state.status, data, values: state.values }
  }
  if (state.outcome === 'refused' && isRecordOf(state.errors, isString) && typeof state.code === 'string') {
    const message = typeof state.message === 'string' ? state.message : null
    return { form: state.form, outcome: 'refused', status: state.status, code: state.code, message, values: state.values, errors: state.errors }
  }
  return null
}

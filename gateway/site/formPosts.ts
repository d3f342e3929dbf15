/**
 * Public forms without JavaScript (issue #42, item 1). A public form posts, urlencoded, to the
 * page it is on, naming its contract route and its id in two hidden fields (domain/siteForms.ts).
 * The post goes through that very route of the REST contract (its rate limit, its zod schema,
 * its service, its activity entry), so a form with or without JavaScript stores the same thing
 * and gets the same messages, in the page's language. Then:
 *
 * - accepted: 303 back to the page (and to the form, by its anchor), with the outcome in a
 *   one-time cookie that the next render reads (`resolveFormResult`): a refresh sends nothing again;
 * - refused: the page is rendered again, never stored, with the route's status, each error beside
 *   its field and what was typed kept.
 *
 * A post from another site's page is refused as the panels' writes are (its Origin), and a post
 * that names no public form route is left to the page as before.
 */
import express, { type Request, type RequestHandler, type Response } from 'express'
import multer from 'multer'
import { parse, serialize } from 'cookie'
import { ROUTES } from '../../contract/routes'
import {
  FORM_ID_FIELD,
  FORM_RESULT_COOKIE,
  FORM_RESULT_SECONDS,
  FORM_ROUTE_FIELD,
  FORM_STATE_HEADER,
  SENT_VALUES,
  TOP_LEVEL_FIELDS,
  isFormId,
  joinValues,
  siteFormRoute,
  isSiteFormRoute,
  parseFormState,
  type SiteFormRoute,
  type SiteFormState,
} from '../../domain/siteForms'
import { translatorFor } from '../../locales/i18n'
import { BUILT_FIELDS_MAX, FILE_MAX_MB, fileBytes } from '../../domain/builtForms'
import { captureResponse } from './capture'
import { SITE_LANGUAGE_HEADER, siteLanguage } from './language'

// The contact form's message is 5,000 characters, which percent-encoding can triple.
const formBody = express.urlencoded({ extended: false, limit: '32kb', type: 'application/x-www-form-urlencoded' })
/**
 * A built form with a file field posts multipart (issue #65): its files held in memory up to the
 * largest a field may allow, each then sent through the upload route as a script would.
 */
const FILE_LIMIT = fileBytes(FILE_MAX_MB)
const multipartBody = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: FILE_LIMIT, files: BUILT_FIELDS_MAX, fields: 200, fieldSize: 32 * 1024, parts: 200 + BUILT_FIELDS_MAX },
}).any()

/** The Origin a page of this site posts from: one of the trusted origins, or the host it was served by. */
function fromThisSite(req: Request, trusted: ReadonlySet<string>): boolean {
  const origin = req.headers.origin
  if (origin) {
    if (trusted.has(origin)) return true
    try {
      return new URL(origin).host === req.headers.host
    } catch {
      return false
    }
  }
  const site = req.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}

/**
 * What the form sent, as the route's JSON body: the hidden fields out, empty optional fields left
 * out (as the script does); for a nested route, the form's own fields under its name.
 */
function bodyOf(fields: Record<string, unknown>, route: SiteFormRoute, path: string): Record<string, unknown> {
  const spec = siteFormRoute(route)
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (name === FORM_ROUTE_FIELD || name === FORM_ID_FIELD || (spec.nest && name.startsWith('_'))) continue
    if (typeof value === 'string' ? value === '' : !(spec.nest && Array.isArray(value))) continue
    values[name] = value as string | string[]
  }
  let body: Record<string, unknown> = values
  if (spec.nest) {
    const top = Object.fromEntries(TOP_LEVEL_FIELDS.filter((name) => name in values).map((name) => [name, values[name]]))
    const own = Object.fromEntries(Object.entries(values).filter(([name]) => !TOP_LEVEL_FIELDS.includes(name) && name !== spec.pageField))
    body = { ...top, [spec.nest]: own }
  }
  if (spec.pageField && !body[spec.pageField]) body[spec.pageField] = path
  return body
}

/** The route's path with its parameters from the post's hidden fields (a missing one stays as it is: the route refuses it). */
function pathOf(route: SiteFormRoute, fields: Record<string, unknown>): string {
  const params = siteFormRoute(route).pathParams ?? {}
  return ROUTES[route].path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name] ? fields[params[name]] : undefined
    return typeof value === 'string' && value ? encodeURIComponent(value) : whole
  })
}

type ApiAnswer = { status: number; json: Record<string, unknown> | null; headers: Record<string, string | string[]> }

/** Sends the body through the contract route's own chain and hands back its answer, `res` untouched. */
function callRoute(contract: RequestHandler, req: Request, res: Response, path: string, body: Record<string, unknown> | Buffer): Promise<ApiAnswer> {
  const saved = { url: req.url, body: req.body as unknown, accept: req.headers['accept-language'], type: req.headers['content-type'] }
  const before = res.getHeaders()
  return new Promise((resolve, reject) => {
    captureResponse(res, (captured, _send, release) => {
      release()
      req.url = saved.url
      req.body = saved.body
      req.headers['accept-language'] = saved.accept
      req.headers['content-type'] = saved.type
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      for (const [name, value] of Object.entries(before)) if (value !== undefined) res.setHeader(name, value as string)
      res.statusCode = 200
      let json: Record<string, unknown> | null = null
      try {
        json = JSON.parse(captured.body.toString('utf8')) as Record<string, unknown>
      } catch {
        json = null
      }
      resolve({ status: captured.status, json, headers: captured.headers })
    })
    req.url = path
    req.body = body
    // The page's language is the one its messages come in.
    req.headers['accept-language'] = String(req.headers[SITE_LANGUAGE_HEADER] ?? siteLanguage(req))
    req.headers['content-type'] = Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json'
    contract(req, res, (error?: unknown) => {
      // Nothing answered: the route always does, so this is an error the page's handler reports.
      reject(error ?? new Error(`site form: ${path} did not answer`))
    })
  })
}

/** The refusal as the page shows it: each field's message, and the one message for the form. */
function refusal(form: string, answer: ApiAnswer, values: Record<string, string>, generic: string): SiteFormState {
  const list = Array.isArray(answer.json?.errors) ? (answer.json.errors as { field?: unknown; message?: unknown }[]) : []
  const errors: Record<string, string> = {}
  for (const e of list) if (typeof e.field === 'string' && typeof e.message === 'string' && !(e.field in errors)) errors[e.field] = e.message
  const message = list.length ? null : typeof answer.json?.message === 'string' ? answer.json.message : generic
  return { form, outcome: 'refused', status: answer.status, code: String(answer.json?.code ?? 'INTERNAL'), message, values, errors }
}

/** The page's address to return to: the same path and query, at the form. */
const backTo = (req: Request, form: string) => `${req.originalUrl.split('#')[0]}#${form}`

/**
 * The site's handler for public form posts: `contract` is the REST contract's router, `render`
 * renders a page without the page cache.
 */
export function formPosts(contract: RequestHandler, render: RequestHandler, trustedOrigins: string[]): RequestHandler {
  const trusted = new Set(trustedOrigins)
  const handle: RequestHandler = async (req, res, next) => {
    const fields = (req.body ?? {}) as Record<string, unknown>
    const route = fields[FORM_ROUTE_FIELD]
    const form = fields[FORM_ID_FIELD]
    if (!isSiteFormRoute(route) || !isFormId(form)) return next()
    const t = translatorFor(siteLanguage(req))
    res.setHeader('cache-control', 'no-store')
    if (!fromThisSite(req, trusted)) {
      res.status(403).type('text/plain; charset=utf-8').send(t('api.accessNotAllowed'))
      return
    }
    const values = Object.fromEntries(
      Object.entries(fields).flatMap(([name, value]) =>
        name.startsWith('_') ? [] : typeof value === 'string' ? [[name, value]] : Array.isArray(value) ? [[name, joinValues(value.map(String))]] : [],
      ),
    ) as Record<string, string>
    try {
      // A built form's files go first, each through the upload route; the submission then names them by their tokens.
      const refusedFile = await uploadFiles(contract, req, res, route, fields, values)
      const answer = refusedFile ?? (await callRoute(contract, req, res, pathOf(route, fields), bodyOf(fields, route, req.path)))
      if (answer.status >= 200 && answer.status < 300) {
        const kept = Object.fromEntries(SENT_VALUES.filter((name) => values[name]).map((name) => [name, values[name]!]))
        const data = answer.json?.data
        const state: SiteFormState = {
          form,
          outcome: 'sent',
          status: answer.status,
          data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null,
          values: kept,
        }
        res.append(
          'set-cookie',
          serialize(FORM_RESULT_COOKIE, Buffer.from(JSON.stringify(state)).toString('base64url'), {
            path: '/',
            maxAge: FORM_RESULT_SECONDS,
            sameSite: 'lax',
            httpOnly: true,
            secure: req.secure,
          }),
        )
        // A built form that sends its visitors elsewhere (its confirmation is a redirect) says where.
        const elsewhere = typeof state.data?.redirect === 'string' && state.data.redirect ? state.data.redirect : null
        res.redirect(303, elsewhere ?? backTo(req, form))
        return
      }
      // A refused post: the route's own headers that matter to the visitor (Retry-After) go along.
      const retry = answer.headers['retry-after']
      if (retry !== undefined) res.setHeader('retry-after', retry)
      const state = refusal(form, answer, values, t('errors.generic'))
      req.method = 'GET'
      req.headers[FORM_STATE_HEADER] = JSON.stringify(state)
      delete req.headers['content-type']
      delete req.headers['content-length']
      captureResponse(res, (captured, send) => send({ ...captured, status: captured.status === 200 ? answer.status : captured.status }))
      render(req, res, next)
    } catch (error) {
      next(error)
    }
  }
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    if (req.is('application/x-www-form-urlencoded')) return formBody(req, res, (error?: unknown) => (error ? next(error) : handle(req, res, next)))
    if (!req.is('multipart/form-data') || !mayHoldSiteForm(req)) return next()
    multipartBody(req, res, (error?: unknown) => {
      if (!error) return handle(req, res, next)
      // A file over the largest size any field allows: the form again, that field's error beside it.
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE' && error.field) {
        ;(req as Request & { files?: unknown }).files = []
        req.body = { ...(req.body as object), [FILE_REFUSED]: error.field }
        return handle(req, res, next)
      }
      next(error)
    })
  }
}

/**
 * Whether a multipart post may be a site form's: read only then, since reading it consumes it.
 * The panels post multipart too (Payload's uploads at /cms-api, and Next's server actions, which
 * carry `Next-Action`, on any path): theirs must reach Next unread.
 */
const PANELS = /^\/(api|cms|cms-api|admin|_next)(\/|$)/
const mayHoldSiteForm = (req: Request) => !req.headers['next-action'] && !PANELS.test(req.path)

/** Set on a multipart post whose file the parser refused for its size: the field's name. */
const FILE_REFUSED = '_fileTooLarge'

/**
 * Sends each file of a built form's multipart post through the upload route, and puts its token
 * in the post's field of that name. The first refusal (a file of a type the field does not take,
 * or too large) is the answer the page shows; null when every file was taken.
 */
async function uploadFiles(
  contract: RequestHandler,
  req: Request,
  res: Response,
  route: SiteFormRoute,
  fields: Record<string, unknown>,
  values: Record<string, string>,
): Promise<ApiAnswer | null> {
  const tooLarge = fields[FILE_REFUSED]
  if (typeof tooLarge === 'string') {
    const message = translatorFor(siteLanguage(req), 'api')('fileTooLarge')
    return { status: 413, json: { code: 'PAYLOAD_TOO_LARGE', message, errors: [{ field: tooLarge, message }] }, headers: {} }
  }
  const files = ((req as Request & { files?: Express.Multer.File[] }).files ?? []).filter((file) => file.size > 0)
  const formParam = siteFormRoute(route).pathParams?.id
  const formId = formParam ? fields[formParam] : undefined
  if (route !== 'formSubmit' || !files.length || typeof formId !== 'string') return null
  for (const file of files) {
    const query = new URLSearchParams({ field: file.fieldname, name: file.originalname })
    const answer = await callRoute(contract, req, res, `/forms/${encodeURIComponent(formId)}/files?${query}`, file.buffer)
    if (answer.status !== 201) {
      // The upload names its own field `file`: on the page, the error belongs to the form's field.
      const list = Array.isArray(answer.json?.errors) ? (answer.json.errors as { message?: unknown }[]) : []
      return list.length ? { ...answer, json: { ...answer.json, errors: [{ field: file.fieldname, message: list[0]!.message }] } } : answer
    }
    const token = (answer.json?.data as { token?: unknown } | undefined)?.token
    if (typeof token === 'string') fields[file.fieldname] = values[file.fieldname] = token
  }
  return null
}

/**
 * Before a page renders: a sent form's one-time outcome (the cookie) becomes the page's form
 * state and is cleared; a visitor's own copy of the state header never reaches the page.
 */
export const resolveFormResult: RequestHandler = (req, res, next) => {
  delete req.headers[FORM_STATE_HEADER]
  if (req.method !== 'GET' || !req.headers.cookie?.includes(FORM_RESULT_COOKIE)) return next()
  const raw = parse(req.headers.cookie)[FORM_RESULT_COOKIE]
  if (raw === undefined) return next()
  res.append('set-cookie', serialize(FORM_RESULT_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', httpOnly: true, secure: req.secure }))
  const state = parseFormState(Buffer.from(raw, 'base64url').toString('utf8'))
  if (state) req.headers[FORM_STATE_HEADER] = JSON.stringify(state)
  next()
}

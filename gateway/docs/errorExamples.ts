import { errorBody, type ErrorBody, type ErrorCode } from '../../contract/errors'
import type { RouteId } from '../../contract/routes'
import type { MessageKey } from '../../domain/messageKeys'
import { translator } from '../http/language'

/**
 * An example of each error answer in the document (issue #47, item 3), in the catalogue's own
 * English words (the answer's language follows Accept-Language), so the reference page shows
 * what a client meets and not only the shape.
 */
type Example = { code: ErrorCode; key: MessageKey; vars?: Record<string, string | number>; field?: string }

const BY_STATUS: Record<number, Example> = {
  400: { code: 'VALIDATION', key: 'invalidValue', field: 'limit' },
  401: { code: 'UNAUTHORIZED', key: 'unauthorized' },
  403: { code: 'FORBIDDEN', key: 'accessNotAllowed' },
  404: { code: 'NOT_FOUND', key: 'notFound' },
  405: { code: 'METHOD_NOT_ALLOWED', key: 'methodNotAllowed', vars: { methods: 'GET, HEAD' } },
  409: { code: 'CONFLICT', key: 'idempotencyInProgress' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'payloadTooLarge' },
  422: { code: 'IDEMPOTENCY_KEY_REUSED', key: 'idempotencyKeyReused' },
  423: { code: 'ACCOUNT_LOCKED', key: 'accountLocked', vars: { minutes: 15 } },
  429: { code: 'RATE_LIMITED', key: 'tooManyRequests' },
  503: { code: 'BUSY', key: 'serviceUnavailable' },
}

/** A route's own conflict, where it has one the contract names (what a 409 there most often means). */
const CONFLICT_OF: Partial<Record<RouteId, MessageKey>> = {
  articleStatus: 'notADraft',
  categoryDelete: 'categoryInUse',
  userCreate: 'emailInUse',
  userDelete: 'userHasArticles',
  newsletterSendControl: 'newsletterSendState',
  articleRestore: 'versionAlreadyApplied',
  firstAccessPassword: 'notFirstAccess',
  setup: 'setupDone',
  webhookCreate: 'webhookLimitReached',
  articleCreate: 'articleTitleExists',
  articleUpdate: 'articleTitleExists',
  categoryCreate: 'categoryNameExists',
  categoryUpdate: 'categoryNameExists',
  userUpdate: 'emailInUse',
  layoutSave: 'versionAlreadyApplied',
  newsletterConfirm: 'newsletterConfirmLinkUsed',
  webhookRedeliver: 'webhookDisabled',
  newsletterSendCreate: 'newsletterAlreadySent',
  importStart: 'importRunning',
  credentialStatus: 'credentialInactive',
}

/** A route's own business rule (domain/businessRules.ts): what its 422 most often means. */
const RULE_OF: Partial<Record<RouteId, { key: MessageKey; field?: string }>> = {
  setup: { key: 'passwordsDoNotMatch', field: 'confirm_password' },
  firstAccessPassword: { key: 'passwordsDoNotMatch', field: 'confirm_password' },
  resetPassword: { key: 'resetLinkInvalid', field: 'token' },
  changePassword: { key: 'currentPasswordIncorrect', field: 'current_password' },
  verifyAccount: { key: 'invalidCodeOrEmail', field: 'code' },
  newsletterConfirm: { key: 'newsletterConfirmLinkInvalid', field: 'token' },
  credentialCreate: { key: 'expirationInPast', field: 'expiresAt' },
  credentialUpdate: { key: 'expirationInPast', field: 'expiresAt' },
  webhookCreate: { key: 'webhookUrlRefused', field: 'url' },
  webhookUpdate: { key: 'webhookUrlRefused', field: 'url' },
  importStart: { key: 'importEmpty', field: 'file' },
  articleStatus: { key: 'dateInPast', field: 'publishedAt' },
  menusSave: { key: 'linkRefused', field: 'header.0.url' },
  siteTextsSave: { key: 'linkRefused', field: 'closing.href' },
  userCreate: { key: 'invalidCpf', field: 'cpf' },
  userUpdate: { key: 'invalidCpf', field: 'cpf' },
  profileUpdate: { key: 'invalidCpf', field: 'cpf' },
  articleCalendar: { key: 'calendarPeriod', field: 'query.to' },
  publicArticles: { key: 'cursorUnknown', field: 'query.cursor' },
  articlesList: { key: 'cursorUnknown', field: 'query.cursor' },
  leadsList: { key: 'cursorUnknown', field: 'query.cursor' },
  subscribers: { key: 'cursorUnknown', field: 'query.cursor' },
  activityList: { key: 'cursorUnknown', field: 'query.cursor' },
  mediaLibrary: { key: 'cursorUnknown', field: 'query.cursor' },
  webhookDeliveries: { key: 'cursorUnknown', field: 'query.cursor' },
  formSubmissionsList: { key: 'cursorUnknown', field: 'query.cursor' },
}
/** Elsewhere a body's 422 is most often a record it names that does not exist (the field varies). */
const REFERENCE: { key: MessageKey; field?: string } = { key: 'referenceNotFound' }

export function errorExample(status: number, route?: RouteId, hasBody = false): ErrorBody | undefined {
  const t = translator('en')
  const rule = status === 422 && route ? (RULE_OF[route] ?? (hasBody ? REFERENCE : undefined)) : undefined
  if (rule) return errorBody('UNPROCESSABLE', t(rule.key), rule.field ? [{ field: rule.field, message: t(rule.key) }] : undefined)
  const example = BY_STATUS[status]
  if (!example) return undefined
  const key = status === 409 && route && CONFLICT_OF[route] ? CONFLICT_OF[route] : example.key
  const message = t(key, example.vars ?? {})
  return errorBody(example.code, message, example.field ? [{ field: example.field, message }] : undefined)
}

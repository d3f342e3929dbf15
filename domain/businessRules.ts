import type { MessageKey } from './messageKeys'

/**
 * The refusals that are business rules: the request has the shape the document declares, and
 * a rule no schema can say turns it down (two fields that must match, a link or code that must
 * be current, a record that must exist, an address that must be public, a file's content). The
 * gateway answers them 422 UNPROCESSABLE instead of 400 (issue #62: Schemathesis reads a 400
 * to a schema-valid request as the document being wrong).
 */
const BUSINESS_RULE_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'passwordsDoNotMatch',
  'currentPasswordIncorrect',
  'invalidCode',
  'invalidCodeOrEmail',
  'resetLinkInvalid',
  'newsletterConfirmLinkInvalid',
  'referenceNotFound',
  'expirationInPast',
  'dateInPast',
  'cursorUnknown',
  'linkRefused',
  'invalidCpf',
  'calendarPeriod',
  'reviewNoteRequired',
  'passwordWeak',
  'imageRequired',
  'webhookUrlRefused',
  'importEmpty',
  'importUnknownFormat',
])

export const isBusinessRule = (key: MessageKey) => BUSINESS_RULE_KEYS.has(key)

/**
 * Forms staff build (issue #65): the kinds of field, the rules of a field's name, and the one
 * rules the one schema of a form's definition is built from (contract/builtFormSchema.ts).
 */
export const BUILT_FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkboxes',
  'checkbox',
  'consent',
  'file',
  'message',
] as const
export type BuiltFieldKind = (typeof BUILT_FIELD_KINDS)[number]

/** A field's name: what its value is stored and exported under. Lower case, digits and `_`, as a column name. */
export const FIELD_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/
/** Names the public form posts beside the fields (the honeypot, the page it was sent from; domain/siteForms.ts). */
export const RESERVED_FIELD_NAMES: readonly string[] = ['website', 'started', 'page']
export const isFieldName = (value: unknown): value is string =>
  typeof value === 'string' && FIELD_NAME_PATTERN.test(value) && !RESERVED_FIELD_NAMES.includes(value)

export const BUILT_TEXT_MAX = 300
export const BUILT_TEXTAREA_MAX = 5000
export const BUILT_OPTIONS_MAX = 50
/** A form's fields at most: enough for an application, and a bound on what one post is checked against. */
export const BUILT_FIELDS_MAX = 40
/** A phone number as people type it: digits, spaces, ( ) + - and dots, 6 to 32 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,32}$/

/**
 * The kinds of file a file field may take, each by the types its content shows (never its
 * name): what a job application, a quote request or an event sign-up asks for. Plain text and
 * CSV are left out: no signature tells them from anything else.
 */
export const FILE_KINDS = {
  pdf: { types: ['application/pdf'], extensions: ['.pdf'] },
  image: { types: ['image/jpeg', 'image/png', 'image/webp'], extensions: ['.jpg', '.jpeg', '.png', '.webp'] },
  document: {
    types: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text'],
    extensions: ['.docx', '.odt'],
  },
  spreadsheet: {
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.oasis.opendocument.spreadsheet'],
    extensions: ['.xlsx', '.ods'],
  },
} as const satisfies Record<string, { types: readonly string[]; extensions: readonly string[] }>
export type FileKind = keyof typeof FILE_KINDS
export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as FileKind[]
export const isFileKind = (value: unknown): value is FileKind => typeof value === 'string' && Object.hasOwn(FILE_KINDS, value)

/** The largest file a field may allow (megabytes); a field's own limit defaults to FILE_DEFAULT_MB. */
export const FILE_MAX_MB = 10
export const FILE_DEFAULT_MB = 5
export const fileBytes = (mb: number) => Math.round(mb * 1024 * 1024)

/** The content types a file field takes. */
export const fileTypesOf = (accept: readonly FileKind[]): string[] => accept.flatMap((kind) => [...FILE_KINDS[kind].types])
/** What a file input's `accept` says (a hint to the browser's picker; the server decides by content). */
export const fileAcceptOf = (accept: readonly FileKind[]): string =>
  accept.flatMap((kind) => [...FILE_KINDS[kind].extensions, ...FILE_KINDS[kind].types]).join(',')

/**
 * What a submission carries for a file: the token its upload answered (the file itself went
 * first, on its own, to `POST /forms/{id}/files`), 43 characters of base64url.
 */
export const FILE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export type BuiltOption = { label: string; value: string }
/** Shown only when the field `field` holds `equals` (a choice among several: one of them). */
export type ShowWhen = { field: string; equals: string }

type Common = { name: string; label: string; help: string | null; required: boolean; showWhen: ShowWhen | null }
export type BuiltField =
  | (Common & { kind: 'text' | 'textarea' | 'email' | 'phone' | 'date' })
  | (Common & { kind: 'number'; min: number | null; max: number | null })
  | (Common & { kind: 'select' | 'radio' | 'checkboxes'; options: BuiltOption[] })
  | (Common & { kind: 'checkbox' })
  /** A file the visitor attaches: its kinds (by content) and its largest size in megabytes. */
  | (Common & { kind: 'file'; accept: FileKind[]; maxMb: number })
  /** Consent (LGPD): the text the visitor saw is stored with the submission. */
  | (Common & { kind: 'consent'; text: string })
  /** Text between fields (no value): a Lexical document. */
  | { kind: 'message'; name: string; content: unknown; showWhen: ShowWhen | null }

/** What a visitor's browser receives of a form: never its e-mail recipients. */
export type BuiltForm = {
  id: string
  title: string
  fields: BuiltField[]
  submitLabel: string | null
  confirmation: { type: 'message'; content: unknown } | { type: 'redirect'; url: string }
}

/** A value as a post gives it: one text, several (checkboxes), or none. */
export type PostedValue = string | string[] | undefined
export type StoredValue = string | string[] | boolean | number

/** A posted value as a list: several boxes, one text, or nothing. */
export const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [])

/** Whether a field is shown for these values (its condition holds, or it has none). */
export function isShown(field: BuiltField, values: Record<string, unknown>): boolean {
  if (!field.showWhen) return true
  return asList(values[field.showWhen.field]).includes(field.showWhen.equals)
}

/** The fields of a form that take a value (its texts between fields take none). */
export const valueFields = (form: Pick<BuiltForm, 'fields'>) => form.fields.filter((f): f is Exclude<BuiltField, { kind: 'message' }> => f.kind !== 'message')

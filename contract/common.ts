import { z } from 'zod'
import type { MessageKey } from '../domain/messageKeys'

/** A zod message that is a catalogue key: `k('nameRequired')`. */
export const k = (key: MessageKey) => ({ error: key })

/** Spec section 5: local part of letters, digits, dot, underscore or hyphen; TLD of 2 to 4 letters. */
/**
 * The spec's e-mail rule (letters, digits, . _ - before the @; a 2-4 letter ending), as strict as
 * the server's own check (Payload's): no dot at either end of the name or twice in a row, and no
 * domain label starting or ending with a hyphen (issue #31: the contract let those through, then
 * the server refused them).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,4}$/

export const requiredText = (key: MessageKey, max = 200) => z.string(k(key)).trim().min(1, k(key)).max(max, k('tooLong'))

export const optionalText = (max = 200) => z.string(k('invalidValue')).trim().max(max, k('tooLong')).optional()

export const emailSchema = z
  .string(k('emailRequired'))
  .trim()
  .min(1, k('emailRequired'))
  .max(254, k('invalidEmail'))
  .regex(EMAIL_PATTERN, k('invalidEmail'))
  .transform((value) => value.toLowerCase())

export { PASSWORD_RULES, isStrongPassword } from './passwordRules'
import { isStrongPassword } from './passwordRules'

export const strongPassword = (requiredKey: MessageKey) =>
  z.string(k(requiredKey)).min(1, k(requiredKey)).max(128, k('tooLong')).refine(isStrongPassword, k('passwordWeak'))

export const hexColor = z.string(k('invalidColor')).regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, k('invalidColor'))

/** Numeric ids (SQL) or 24-hex ObjectIds (MongoDB); anything else is a 400, never a lookup. */
/** A stored id as text: a SQL row's positive integer, or a MongoDB ObjectId. */
const ID_TEXT = /^(?:[1-9]\d{0,15}|[0-9a-f]{24})$/
export const idSchema = z.string(k('invalidId')).regex(ID_TEXT, k('invalidId'))

export const uniqueKeySchema = z.string(k('invalidId')).regex(/^[0-9a-f-]{36}$/i, k('invalidId'))

export const paginationQuery = z.object({
  page: z.coerce.number(k('invalidValue')).int(k('invalidValue')).min(1, k('invalidValue')).max(100_000, k('invalidValue')).default(1),
  limit: z.coerce.number(k('invalidValue')).int(k('invalidValue')).min(1, k('invalidValue')).max(100, k('invalidValue')).default(10),
})

export const searchText = z.string(k('invalidValue')).trim().max(120, k('tooLong')).optional()

/** An RFC 3339 date-time, as `format: date-time` means it: seconds included (zod alone also takes 10:00Z). */
export const isoDate = z.iso
  .datetime({ offset: true, ...k('invalidDate') })
  .refine((text) => /T\d{2}:\d{2}:\d{2}/.test(text), k('invalidDate'))
  .meta({ format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' })

export const calendarDate = z.iso.date(k('invalidDate'))

/**
 * Where the next page of a keyset list starts: the last row's sort values and id, and the page
 * number it will be. Opaque to callers (base64url JSON); a list answers it in `meta.nextCursor`
 * and takes it back as `?cursor=`, so a deep page costs an index seek, not an offset skip.
 */
export type PageCursor = { v: string[]; i: number | string; p: number; t?: number }

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'))

export const encodeCursor = (cursor: PageCursor) =>
  toBase64Url(JSON.stringify(cursor.t === undefined ? [cursor.v, cursor.i, cursor.p] : [cursor.v, cursor.i, cursor.p, cursor.t]))

const cursorStart = [
  z.array(z.string().max(40)).min(1).max(3),
  z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f]{24}$/)]),
  z.number().int().min(2).max(10_000_000),
] as const
/** The list's total when its first page was counted rides along, so a later page counts nothing (issue #63). */
const cursorShape = z.union([z.tuple([...cursorStart]), z.tuple([...cursorStart, z.number().int().min(0).max(1_000_000_000)])])

function decodeCursor(text: string): PageCursor | null {
  try {
    const parsed = cursorShape.safeParse(JSON.parse(fromBase64Url(text)))
    if (!parsed.success) return null
    const [v, i, p, t] = parsed.data
    return t === undefined ? { v, i, p } : { v, i, p, t }
  } catch {
    return null
  }
}

/**
 * `?cursor=` of a keyset list: text of another shape is a 400; text of the shape that is not a
 * cursor this server handed out is a 422 (`cursorUnknown`, domain/businessRules.ts).
 */
export const cursorParam = z
  .string(k('invalidValue'))
  .max(200, k('invalidValue'))
  .regex(/^[A-Za-z0-9_-]+$/, k('invalidValue'))
  .transform((text, ctx) => decodeCursor(text) ?? (ctx.addIssue({ code: 'custom', message: 'cursorUnknown' }), z.NEVER))
  .optional()

export const listMeta = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /** Lists that page by keyset: the cursor of the next page, null on the last one. */
  nextCursor: z.string().nullable().optional(),
})
export type ListMeta = z.output<typeof listMeta>

/** Spec-named fields that the server fills itself: accepted and ignored. */
export const serverFilled = {
  created_by: z.unknown().optional(),
  created_by_unique_key: z.unknown().optional(),
}

/** A relation id sent as a JSON number or a string, as text. Each branch is as strict as the id itself, so the document (and a client generated from it) says what is accepted (issue #31). */
export const idAsText = (key: MessageKey = 'invalidId') =>
  z.union([z.string(k(key)).regex(ID_TEXT, k(key)), z.number(k(key)).int(k(key)).min(1, k(key)).max(Number.MAX_SAFE_INTEGER, k(key))], k(key)).transform(String)

/**
 * A relation id sent as a JSON number or a string; numeric ids come out as numbers (what the
 * SQL adapters store), ObjectIds as strings.
 */
export const idLike = (key: MessageKey = 'invalidId') => idAsText(key).transform((id): number | string => (/^\d+$/.test(id) ? Number(id) : id))

/*
 * Answers. The gateway wraps each route's `data` as `{ data, message?, meta?, ...extra }`; these
 * are the shapes inside, declared once for the router's types, the OpenAPI document and the
 * browser client.
 */

/** An id as stored: a number on SQL databases, an ObjectId string on MongoDB. */
export const storedId = z.union([z.number(), z.string()])
/** A date-time as Payload stores it (ISO 8601). */
export const storedDate = z.string().meta({ format: 'date-time' })

/** An image reference on a person or the company: populated, or only its id. */
export const imageRef = z
  .union([
    z.object({ id: storedId, url: z.string().nullable(), thumbnail: z.string().nullable(), alt: z.string() }).strict(),
    z.object({ id: storedId }).strict(),
  ])
  .nullable()

/** A picture of a category or the company logo. */
export const pictureRef = z.object({ id: storedId, url: z.string().nullable(), alt: z.string() }).strict().nullable()

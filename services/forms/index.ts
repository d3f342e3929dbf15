import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { valueFields, type BuiltForm, type StoredValue } from '../../domain/builtForms'
import { builtFormSchema } from '../../contract/builtFormSchema'
import type { ContentLocale } from '../../domain/contentLocales'
import { isMessageKey } from '../../domain/messageKeys'
import { isSafeLink } from '../../domain/links'
import { normalizeForSearch } from '../../lib/text/normalize'
import { cachedRead } from '../cache/publicCache'
import { relationId } from '../relationId'
import { FORM_TITLE_CONTEXT } from '../webhooks/events'
import { badRequest, notFound, type FieldError } from '../errors'
import { inTransaction } from '../transaction'
import { toBuiltForm, type FormDoc } from './definition'
import { claimFiles, filesOfTokens } from './files'

const sys = { overrideAccess: true } as const

/** Two posts of the same values from the same address within this window are one submission. */
const SAME_POST_MS = 10 * 60_000

const isId = (value: string) => /^(?:[1-9]\d{0,15}|[0-9a-f]{24})$/.test(value)

/** A form as the site shows it, in the page's language (its texts fall back to pt-BR), or null. */
export function publicForm(payload: Payload, id: string | number, locale: ContentLocale): Promise<BuiltForm | null> {
  const key = String(id)
  if (!isId(key)) return Promise.resolve(null)
  return cachedRead(`forms:${locale}:${key}`, ['forms'], async () => {
    const doc = await payload.findByID({ collection: 'forms', id: key, locale, depth: 0, disableErrors: true, ...sys })
    return doc ? toBuiltForm(doc as unknown as FormDoc) : null
  })
}

/** Where the submission came from: the visitor's language and page, and their address (only hashed into the fingerprint). */
export type SubmissionContext = { language: ContentLocale; page?: string; address: string; now?: Date }

const asText = (value: StoredValue) => (Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? '✓' : '') : String(value))

/** Longest text kept for search: a long answer's opening finds it. */
const SEARCH_TEXT_MAX = 4_000

/** Every value's text as staff's search compares it ("São Paulo" is found by "sao paulo"). */
export const submissionSearchText = (values: Record<string, StoredValue>) =>
  normalizeForSearch(
    Object.values(values)
      .filter((value) => typeof value !== 'boolean')
      .map(asText)
      .join(' '),
  ).slice(0, SEARCH_TEXT_MAX)

/** The same values from the same address in the same window: the same fingerprint. */
function fingerprint(formId: string, values: Record<string, StoredValue>, ctx: SubmissionContext, at: number) {
  const sorted = Object.keys(values)
    .sort()
    .map((name) => [name, values[name]])
  return createHash('sha256')
    .update(JSON.stringify([formId, sorted, ctx.address, Math.floor(at / SAME_POST_MS)]))
    .digest('hex')
}

/**
 * A visitor's submission of a built form: checked with the schema its browser checks, stored
 * once (a second post of the same values from the same address within ten minutes answers the
 * first submission), each consent with the text the visitor saw. The plugin's e-mails follow
 * from the stored row, read in the visitor's language.
 */
export async function submitForm(payload: Payload, id: string, input: Record<string, unknown>, ctx: SubmissionContext) {
  const form = await publicForm(payload, id, ctx.language)
  if (!form) throw notFound('formNotFound')
  const parsed = builtFormSchema(form).safeParse(input)
  if (!parsed.success) {
    const fields: FieldError[] = parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'body',
      message: isMessageKey(issue.message) ? issue.message : 'invalidValue',
    }))
    throw badRequest(fields)
  }
  // A file field's token becomes the file's name in the values; the file is tied to the submission.
  const files = await filesOfTokens(payload, form, parsed.data)
  const values = { ...parsed.data, ...Object.fromEntries(files.map((f) => [f.field, f.name])) }
  const at = (ctx.now ?? new Date()).getTime()
  // The same file sent again (a fresh upload of the same post) is the same post: its content, not its token.
  const print = fingerprint(form.id, { ...values, ...Object.fromEntries(files.map((f) => [f.field, f.contentHash])) }, ctx, at)
  const earlier = await sameSubmission(payload, print)
  if (earlier) return { id: earlier, created: false, form }
  const consents = valueFields(form).flatMap((f) => (f.kind === 'consent' && values[f.name] === true ? [{ field: f.name, text: f.text }] : []))
  try {
    // With files, the submission and the files' tie are one write; without, the create is one already.
    const store = (work: (req?: PayloadRequest) => Promise<{ id: number | string }>) => (files.length ? inTransaction(payload, null, work) : work())
    const doc = await store(async (req) => {
      const created = await payload.create({
        collection: 'form-submissions',
        locale: ctx.language,
        data: {
          form: relationId(Number.isNaN(Number(form.id)) ? form.id : Number(form.id)),
          submissionData: Object.entries(values).map(([field, value]) => ({ field, value: asText(value) })),
          values,
          consents,
          language: ctx.language,
          page: ctx.page && isSafeLink(ctx.page) ? ctx.page.slice(0, 300) : null,
          fingerprint: print,
          searchText: submissionSearchText(values),
        },
        context: { [FORM_TITLE_CONTEXT]: form.title },
        req,
        ...sys,
      })
      if (req) await claimFiles(payload, files, created.id, req)
      return created
    })
    return { id: doc.id, created: true, form }
  } catch (error) {
    // The same post at the same moment (two tabs, a retry racing the first): the first one stored it.
    const first = await sameSubmission(payload, print)
    if (first) return { id: first, created: false, form }
    throw error
  }
}

async function sameSubmission(payload: Payload, print: string) {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { fingerprint: { equals: print } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: {},
    ...sys,
  })
  return docs[0]?.id ?? null
}

/** Where the visitor goes after sending: the form's redirect when it is a link of this site or https, else nowhere. */
export const redirectOf = (form: BuiltForm) => (form.confirmation.type === 'redirect' && isSafeLink(form.confirmation.url) ? form.confirmation.url : null)

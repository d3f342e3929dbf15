import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileTypeFromBuffer } from 'file-type'
import { createLocalReq, ValidationError, type CollectionBeforeDeleteHook, type Payload, type PayloadRequest } from 'payload'
import { FILE_TOKEN_PATTERN, fileBytes, fileTypesOf, valueFields, type BuiltField, type BuiltForm } from '../../domain/builtForms'
import type { ContentLocale } from '../../domain/contentLocales'
import { asCaller } from '../caller'
import { fieldError, notFound } from '../errors'
import { relationId } from '../relationId'
import type { UserDoc } from '../users/types'
import { publicForm } from '.'

type FileField = Extract<BuiltField, { kind: 'file' }>
type Actor = { payload: Payload; user: UserDoc | null }
const sys = { overrideAccess: true } as const

/** A file no submission claimed within this time is deleted (its token no longer attaches it). */
export const UNCLAIMED_FILE_MS = 24 * 60 * 60_000

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** The visitor's file name as staff see it: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
  return (clean || 'file').slice(-200)
}

const fileFieldOf = (form: BuiltForm, name: string): FileField | null =>
  valueFields(form).find((f): f is FileField => f.kind === 'file' && f.name === name) ?? null

/** What an upload answers: the token its submission names it by, and what the file is. */
export type UploadedFile = { token: string; name: string; size: number; type: string }

/**
 * A visitor's file for one file field of a form, before the submission: refused when empty,
 * over the field's size, or of a type the field does not take, by its content (its first bytes),
 * never by its name or the type the browser claimed. Stored under a random name; the answer's
 * token (kept only as its hash) is what the submission then carries in the field.
 */
export async function uploadFormFile(
  payload: Payload,
  formId: string,
  input: { field: string; name?: string; data: Buffer },
  locale: ContentLocale,
): Promise<UploadedFile> {
  const form = await publicForm(payload, formId, locale)
  if (!form) throw notFound('formNotFound')
  const field = fileFieldOf(form, input.field)
  if (!field) throw fieldError('field', 'unknownField')
  if (!input.data.length) throw fieldError('file', 'fileEmpty')
  if (input.data.length > fileBytes(field.maxMb)) throw fieldError('file', 'fileTooLarge')
  const sniffed = await fileTypeFromBuffer(input.data)
  if (!sniffed || !fileTypesOf(field.accept).includes(sniffed.mime)) throw fieldError('file', 'fileTypeNotAllowed')
  const token = randomBytes(32).toString('base64url')
  const originalName = cleanFileName(input.name)
  await payload
    .create({
      collection: 'form-files',
      data: {
        form: relationId(Number.isNaN(Number(form.id)) ? form.id : Number(form.id)),
        field: field.name,
        originalName,
        tokenHash: sha256(token),
        contentHash: sha256(input.data),
      },
      file: { data: input.data, mimetype: sniffed.mime, name: `${randomUUID()}.${sniffed.ext}`, size: input.data.length },
      ...sys,
    })
    .catch((error: unknown) => {
      // Payload's own check of the content (a PDF without its end, an image it cannot read): the visitor's error.
      if (error instanceof ValidationError) throw fieldError('file', 'fileUnreadable')
      throw error
    })
  return { token, name: originalName, size: input.data.length, type: sniffed.mime }
}

/** A file a submission names: its row, and what the submission's values keep of it (its name). */
export type ClaimedFile = { id: number | string; field: string; name: string; contentHash: string }

/**
 * The files a submission's file fields name by their tokens: each must be an upload of this
 * form and field, not yet claimed, and younger than a day. A token that is none of those is the
 * field's error (the visitor chooses the file again).
 */
export async function filesOfTokens(payload: Payload, form: BuiltForm, values: Record<string, unknown>): Promise<ClaimedFile[]> {
  const wanted = valueFields(form).flatMap((f) =>
    f.kind === 'file' && typeof values[f.name] === 'string' ? [{ name: f.name, token: values[f.name] as string }] : [],
  )
  if (!wanted.length) return []
  const hashes = wanted.map(({ token }) => (FILE_TOKEN_PATTERN.test(token) ? sha256(token) : ''))
  const { docs } = await payload.find({
    collection: 'form-files',
    where: { tokenHash: { in: hashes.filter(Boolean) } },
    limit: wanted.length, // one per file field at most: a form's fields are bounded
    pagination: false,
    depth: 0,
    select: { form: true, field: true, originalName: true, tokenHash: true, contentHash: true, submission: true, createdAt: true },
    ...sys,
  })
  const since = Date.now() - UNCLAIMED_FILE_MS
  return wanted.map(({ name }, i) => {
    const doc = docs.find((d) => d.tokenHash === hashes[i])
    const fresh = doc && String(relationOf(doc.form)) === form.id && doc.field === name && !doc.submission && Date.parse(doc.createdAt) > since
    if (!doc || !fresh) throw fieldError(name, 'fileNotReceived')
    return { id: doc.id, field: name, name: doc.originalName, contentHash: doc.contentHash }
  })
}

const relationOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Ties the files to the submission that claimed them, in the submission's own transaction, and
 * only files still unclaimed: a token another submission took since it was read is refused here
 * too, and the whole transaction (the submission with it) rolled back. Payload's update by `where`
 * reads then writes, so two posts at the very same moment are not excluded by this alone; the
 * same post twice is (its fingerprint is unique), and a file is only ever its sender's own.
 */
export async function claimFiles(payload: Payload, files: ClaimedFile[], submission: number | string, req: PayloadRequest) {
  if (!files.length) return
  const { docs } = await payload.update({
    collection: 'form-files',
    where: { and: [{ id: { in: files.map((f) => f.id) } }, { submission: { exists: false } }] },
    data: { submission: relationId(submission) },
    depth: 0,
    select: {},
    req,
    ...sys,
  })
  const taken = new Set(docs.map((d) => String(d.id)))
  const lost = files.find((f) => !taken.has(String(f.id)))
  if (lost) throw fieldError(lost.field, 'fileNotReceived')
}

/** A submission's files as staff and integrators list them (one read for a page of submissions). */
export type SubmissionFile = { id: number | string; field: string; name: string; size: number; type: string }
export async function filesOfSubmissions(payload: Payload, ids: (number | string)[]): Promise<Map<string, SubmissionFile[]>> {
  const out = new Map<string, SubmissionFile[]>()
  if (!ids.length) return out
  const { docs } = await payload.find({
    collection: 'form-files',
    where: { submission: { in: ids } },
    // A page of submissions (at most 100) times a form's fields (at most 40): bounded by the page.
    limit: ids.length * 40,
    pagination: false,
    depth: 0,
    select: { submission: true, field: true, originalName: true, filesize: true, mimeType: true },
    ...sys,
  })
  for (const doc of docs) {
    const key = String(relationOf(doc.submission))
    const list = out.get(key) ?? []
    list.push({ id: doc.id, field: doc.field, name: doc.originalName, size: Number(doc.filesize ?? 0), type: String(doc.mimeType ?? '') })
    out.set(key, list)
  }
  return out
}

/**
 * One attached file for staff or an integrator with the forms product: read through the Local
 * API as the caller (the collection's read rule), then its bytes from where the upload put them
 * (the disk, or the storage plugin's bucket through its own handler).
 */
export async function readFormFile(actor: Actor, id: string) {
  const doc = await actor.payload.findByID({ collection: 'form-files', id, depth: 0, disableErrors: true, ...asCaller(actor.user) })
  if (!doc || !doc.filename) throw notFound()
  const info = { name: doc.originalName, type: String(doc.mimeType ?? 'application/octet-stream'), size: Number(doc.filesize ?? 0) }
  const collection = actor.payload.collections['form-files'].config
  for (const handler of collection.upload.handlers ?? []) {
    const req = await createLocalReq({}, actor.payload)
    const answer = await handler(req, { doc, headers: new Headers(), params: { collection: 'form-files', filename: doc.filename } })
    if (answer instanceof Response && answer.ok && answer.body) return { ...info, stream: Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>) }
  }
  const file = path.join(path.resolve(collection.upload.staticDir ?? ''), path.basename(doc.filename))
  // Missing on this disk (another instance's, or removed by hand): a 404, before any header is sent.
  if (!(await stat(file).catch(() => null))?.isFile()) throw notFound()
  return { ...info, stream: createReadStream(file) }
}

/**
 * A deleted submission's files go with it (the disk or the bucket too: each through the Local
 * API). Before the row goes: its delete sets their tie to null, and they would no longer be found.
 */
export const forgetSubmissionFiles: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'form-files', where: { submission: { equals: id } }, depth: 0, req, overrideAccess: true })
}

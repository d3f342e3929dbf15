import { redirectOf, submitForm } from '../../services/forms'
import { deleteSubmission, listForms, listSubmissions, submissionExport } from '../../services/forms/submissions'
import { CSV_BOM, exportFileName, toCsvRows, type ExportColumn } from '../../lib/csv/tableExport'
import type { HandlerGroup } from '../http/handler'
import { valueFields } from '../../domain/builtForms'
import { readFormFile, uploadFormFile } from '../../services/forms/files'
import { pipeline } from 'node:stream/promises'

export const formHandlers = {
  formSubmit: async ({ payload, params, body, language, req }) => {
    // Honeypot filled: answered as accepted, nothing stored.
    if (body.website) return { data: { id: null, redirect: null }, message: 'formSent' }
    const sent = await submitForm(payload, params.id, body.values, { language, page: body.page, address: req.ip ?? '' })
    return { status: sent.created ? 201 : 200, data: { id: sent.id, redirect: redirectOf(sent.form) }, message: 'formSent' }
  },
  // The body is the file itself (read whole, up to the largest size a field may allow).
  formFileUpload: async ({ payload, params, query, req, language }) => {
    const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const file = await uploadFormFile(payload, params.id, { field: query.field, name: query.name, data }, language)
    return { status: 201, data: file, message: 'fileReceived' }
  },
  formFileDownload: async ({ payload, user, params, res }) => {
    const file = await readFormFile({ payload, user }, params.id)
    // A visitor's file is never opened by the browser as a page of this site.
    // Sent as bytes to save, whatever they are (their type by content is in the submission's `files`).
    res.attachment(file.name)
    res.setHeader('content-type', 'application/octet-stream')
    res.setHeader('x-content-type-options', 'nosniff')
    res.setHeader('cache-control', 'private, no-store')
    if (file.size) res.setHeader('content-length', String(file.size))
    await pipeline(file.stream, res)
    return { sent: true }
  },
  formSubmissionsList: async ({ payload, user, params, query }) => ({ ...(await listSubmissions({ payload, user }, params.id, query)) }),
  formSubmissionDelete: async ({ payload, user, params }) => {
    await deleteSubmission({ payload, user }, params.id)
    return { data: null, message: 'submissionDeleted' }
  },
  formsList: async ({ payload, user, locale }) => ({ data: await listForms({ payload, user }, locale) }),
  formSubmissionsExport: async (ctx) => {
    const { form, batches } = await submissionExport({ payload: ctx.payload, user: ctx.user }, ctx.params.id, ctx.query)
    type Row = { id: number | string; createdAt: string; language: string | null; sentFrom: string | null; values: Record<string, unknown> }
    const cell = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === undefined ? null : value)
    // Stable column names for integrators and spreadsheets: the fields' names, after the submission's own.
    const columns: ExportColumn<Row>[] = [
      { label: 'id', field: 'id' },
      { label: 'createdAt', field: 'createdAt' },
      { label: 'language', field: 'language' },
      { label: 'sentFrom', field: 'sentFrom' },
      ...valueFields(form).map((f): ExportColumn<Row> => ({ label: f.name, field: (row) => cell(row.values[f.name]) })),
    ]
    ctx.res.setHeader('content-type', 'text/csv; charset=utf-8')
    ctx.res.setHeader('content-disposition', `attachment; filename="${exportFileName('form-submissions')}"`)
    const write = (text: string) => (ctx.res.write(text) ? Promise.resolve() : new Promise((resolve) => ctx.res.once('drain', resolve)))
    await write(CSV_BOM + toCsvRows([], columns))
    for await (const batch of batches) await write(toCsvRows(batch, columns, { header: false }))
    ctx.res.end()
    return { sent: true }
  },
} satisfies HandlerGroup

import { z } from 'zod'
import * as F from '../forms'
import { defineRoutes } from '../route'
import { idParams } from './params'

/** Forms staff build (issue #65). */
export const formRoutes = defineRoutes({
  formSubmit: {
    method: 'post',
    path: '/forms/:id/submissions',
    tag: 'site',
    summary: "A visitor's submission of a form staff built; the values are checked against the form's fields. 201 stored, 200 the same post already stored",
    access: { public: true },
    params: idParams,
    body: F.formSubmissionBody,
    status: 201,
    rateLimit: 'contact',
    response: F.formSubmissionAnswer,
  },
  formFileUpload: {
    method: 'post',
    path: '/forms/:id/files',
    tag: 'site',
    summary:
      "A visitor's file for a file field of the form (raw body), before the submission: checked by its content against the field's types and size; the answer's token goes in the submission's values under the field's name. A file no submission names within a day is deleted",
    access: { public: true },
    params: idParams,
    query: F.formFileQuery,
    requestType: 'application/octet-stream',
    bodyLimit: '10mb',
    status: 201,
    rateLimit: 'contact',
    response: F.formFileAnswer,
  },
  formFileDownload: {
    method: 'get',
    path: '/forms/files/:id',
    tag: 'forms',
    summary: 'A file a visitor attached to a submission, as it was sent (always as a download)',
    access: { routes: ['message-received'], products: ['forms'] },
    params: idParams,
    responseType: 'application/octet-stream',
  },
  formsList: {
    method: 'get',
    path: '/forms',
    tag: 'forms',
    summary: 'The forms staff built, with their fields and how many submissions each holds (at most 200, newest first)',
    access: { routes: ['message-received', 'pages'], products: ['forms'] },
    localized: 'read',
    response: z.array(F.formRow),
  },
  formSubmissionsExport: {
    method: 'get',
    path: '/forms/:id/submissions-export',
    tag: 'forms',
    summary: "CSV of a form's submissions, one column per field (semicolon, UTF-8 with BOM)",
    access: { routes: ['message-received'], products: ['forms'] },
    params: idParams,
    query: F.formSubmissionFilters,
    responseType: 'text/csv',
  },
  formSubmissionDelete: {
    method: 'delete',
    path: '/forms/submissions/:id',
    tag: 'forms',
    summary: "Deletes one submission (a visitor's request to be forgotten, LGPD)",
    access: { routes: ['message-received'] },
    params: idParams,
    response: z.null(),
  },
  formSubmissionsList: {
    method: 'get',
    path: '/forms/:id/submissions',
    tag: 'forms',
    summary: "A form's submissions, newest first, paginated (page, or the previous page's cursor)",
    access: { routes: ['message-received'], products: ['forms'] },
    params: idParams,
    query: F.formSubmissionsQuery,
    response: z.array(F.formSubmissionRow),
    paged: true,
  },
})

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
})

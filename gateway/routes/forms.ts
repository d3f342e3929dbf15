import { redirectOf, submitForm } from '../../services/forms'
import { listSubmissions } from '../../services/forms/submissions'
import type { HandlerGroup } from '../http/handler'

export const formHandlers = {
  formSubmit: async ({ payload, params, body, language, req }) => {
    // Honeypot filled: answered as accepted, nothing stored.
    if (body.website) return { data: { id: null, redirect: null }, message: 'formSent' }
    const sent = await submitForm(payload, params.id, body.values, { language, page: body.page, address: req.ip ?? '' })
    return { status: sent.created ? 201 : 200, data: { id: sent.id, redirect: redirectOf(sent.form) }, message: 'formSent' }
  },
  formSubmissionsList: async ({ payload, user, params, query }) => ({ ...(await listSubmissions({ payload, user }, params.id, query)) }),
} satisfies HandlerGroup

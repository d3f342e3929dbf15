import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { refusal } from '../hooks/refusal'

/**
 * A form is deleted only once it has no submissions, at every door: what visitors sent (an
 * application, a consent) is never lost with a click on the form, and the database would refuse
 * the orphans anyway (a submission names its form). Staff delete or let the retention delete them first.
 */
export const keepSubmissions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where: { form: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  if (docs.length) throw new APIError(refusal(req, 'admin.forms.hasSubmissions'), 409, undefined, true)
}

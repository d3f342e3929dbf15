import { listPages, setPageStatus } from '../../services/pages/admin'
import type { HandlerGroup } from '../http/handler'

export const pageHandlers = {
  pagesList: async ({ payload, user, query }) => ({ ...(await listPages(payload, user!, query)) }),
  pageStatus: async ({ payload, user, params, body }) => ({
    data: await setPageStatus(payload, user!, params.id, body.action),
    message: body.action === 'publish' ? 'pagePublished' : 'pageUnpublished',
  }),
} satisfies HandlerGroup

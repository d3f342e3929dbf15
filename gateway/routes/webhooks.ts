import * as webhooks from '../../services/webhooks/endpoints'
import type { HandlerGroup } from '../http/handler'

export const webhookHandlers = {
  webhooksList: async (ctx) => ({ data: await webhooks.listEndpoints(ctx.payload) }),
  webhookCreate: async (ctx) => ({ data: await webhooks.createEndpoint(ctx.payload, ctx.user?.id ?? null, ctx.body), message: 'webhookCreated' }),
  webhookUpdate: async (ctx) => ({ data: await webhooks.updateEndpoint(ctx.payload, ctx.params.id, ctx.body), message: 'webhookUpdated' }),
  webhookDelete: async (ctx) => {
    await webhooks.deleteEndpoint(ctx.payload, ctx.params.id)
    return { data: null, message: 'webhookDeleted' }
  },
  webhookDeliveries: async (ctx) => ({ ...(await webhooks.listDeliveries(ctx.payload, ctx.params.id, ctx.query)) }),
  webhookRedeliver: async (ctx) => ({ data: await webhooks.redeliver(ctx.payload, ctx.params.id), message: 'webhookRedelivered' }),
} satisfies HandlerGroup

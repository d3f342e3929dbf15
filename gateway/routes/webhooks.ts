import * as webhooks from '../../services/webhooks/endpoints'
import type { EndpointOwner } from '../../services/webhooks/endpoints'
import type { HandlerContext, HandlerGroup } from '../http/handler'

/** Staff manage every endpoint; an integrator's credential only its own (services/webhooks/endpoints.ts). */
const ownerOf = ({ principal, user }: Pick<HandlerContext, 'principal' | 'user'>): EndpointOwner =>
  principal.kind === 'integrator'
    ? { kind: 'integrator', credentialId: principal.credentialId, products: principal.products }
    : { kind: 'staff', userId: user?.id ?? null }

export const webhookHandlers = {
  webhooksList: async (ctx) => ({ data: await webhooks.listEndpoints(ctx.payload, ownerOf(ctx)) }),
  webhookCreate: async (ctx) => ({ data: await webhooks.createEndpoint(ctx.payload, ownerOf(ctx), ctx.body), message: 'webhookCreated' }),
  webhookUpdate: async (ctx) => ({ data: await webhooks.updateEndpoint(ctx.payload, ownerOf(ctx), ctx.params.id, ctx.body), message: 'webhookUpdated' }),
  webhookDelete: async (ctx) => {
    await webhooks.deleteEndpoint(ctx.payload, ownerOf(ctx), ctx.params.id)
    return { data: null, message: 'webhookDeleted' }
  },
  webhookDeliveries: async (ctx) => ({ ...(await webhooks.listDeliveries(ctx.payload, ownerOf(ctx), ctx.params.id, ctx.query)) }),
  webhookRedeliver: async (ctx) => ({ data: await webhooks.redeliver(ctx.payload, ownerOf(ctx), ctx.params.id), message: 'webhookRedelivered' }),
} satisfies HandlerGroup

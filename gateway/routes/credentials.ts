import * as credentials from '../../services/credentials'
import { listActivity } from '../../services/activity/list'
import type { HandlerContext, HandlerGroup } from '../http/handler'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user! })

export const credentialHandlers = {
  activityList: async (ctx) => ({ ...(await listActivity(ctx.payload, ctx.query)) }),
  credentialsList: async (ctx) => ({ ...(await credentials.listCredentials(actor(ctx), ctx.query)) }),
  credentialGet: async (ctx) => ({ data: await credentials.getCredential(actor(ctx), ctx.params.id) }),
  credentialCreate: async (ctx) => ({ data: await credentials.createCredential(actor(ctx), ctx.body), message: 'credentialCreated' }),
  credentialUpdate: async (ctx) => ({ data: await credentials.updateCredential(actor(ctx), ctx.params.id, ctx.body), message: 'credentialUpdated' }),
  credentialRegenerate: async (ctx) => ({ data: await credentials.regenerateCredential(actor(ctx), ctx.params.id), message: 'credentialRegenerated' }),
  credentialStatus: async (ctx) => {
    const { status } = ctx.body
    return {
      data: await credentials.setCredentialStatus(actor(ctx), ctx.params.id, status),
      message: status === 'active' ? 'credentialActivated' : 'credentialDeactivated',
    }
  },
  credentialDelete: async (ctx) => {
    await credentials.deleteCredential(actor(ctx), ctx.params.id)
    return { data: null, message: 'credentialDeleted' }
  },
  credentialToken: async ({ payload, body }) => {
    const { accessKey, secretKey } = body
    return { data: await credentials.exchangeForToken(payload, accessKey, secretKey) }
  },
} satisfies HandlerGroup

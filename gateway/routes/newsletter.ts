import * as newsletter from '../../services/newsletter'
import * as sends from '../../services/newsletter/sends'
import { confirmSubscription } from '../../services/newsletter/confirmation'
import { bounceLimit, recordHardBounce } from '../../services/newsletter/bounces'
import { newsletterSettings, updateNewsletterSettings } from '../../services/newsletter/settings'
import type { HandlerContext, HandlerGroup } from '../http/handler'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user })

export const newsletterHandlers = {
  newsletterPreview: async (ctx) => ({ data: await newsletter.previewNewsletter(actor(ctx), ctx.query.article, ctx.query.language) }),
  newsletterTest: async (ctx) => {
    await newsletter.sendTestNewsletter(actor(ctx), ctx.body.article, ctx.body.language)
    return { data: null, message: 'newsletterTestSent' }
  },
  newsletterBounce: async (ctx) => ({ data: { outcome: await recordHardBounce(ctx.payload, { email: ctx.body.email }, bounceLimit()) } }),
  newsletterSends: async (ctx) => ({ ...(await sends.listSends(actor(ctx), ctx.query)) }),
  newsletterSendCreate: async (ctx) => ({ data: await sends.startSend(actor(ctx), ctx.body.article, ctx.body.again), message: 'newsletterSendStarted' }),
  newsletterSendGet: async (ctx) => ({ data: await sends.getSend(actor(ctx), ctx.params.id) }),
  newsletterSendControl: async (ctx) => ({ data: await sends.controlSend(actor(ctx), ctx.params.id, ctx.body.action), message: 'newsletterSendUpdated' }),
  newsletterConfirm: async (ctx) => {
    await confirmSubscription(ctx.payload, ctx.body.id, ctx.body.token)
    return { data: null, message: 'newsletterSubscribed' }
  },
  newsletterSettingsGet: async (ctx) => ({ data: await newsletterSettings(actor(ctx)) }),
  newsletterSettingsUpdate: async (ctx) => ({ data: await updateNewsletterSettings(actor(ctx), ctx.body), message: 'newsletterSettingsSaved' }),
  newsletterOneClick: async (ctx) => {
    await newsletter.oneClickUnsubscribe(ctx.payload, ctx.params.uniqueKey, ctx.params.id)
    return { data: null, message: 'newsletterUnsubscribed' }
  },
} satisfies HandlerGroup

import * as settings from '../../services/settings'
import { dashboardStatistics } from '../../services/stats'
import * as imports from '../../services/imports/runs'
import { getMenus, saveMenus } from '../../services/navigation/admin'
import * as siteTexts from '../../services/settings/siteTexts'
import type { HandlerContext, HandlerGroup } from '../http/handler'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user! })

export const settingsHandlers = {
  publicSeo: async (ctx) => ({ data: await settings.publicSeo(ctx.payload) }),
  seoList: async (ctx) => ({ data: await settings.listSeo(actor(ctx)) }),
  seoCreate: async (ctx) => ({ data: await settings.createSeo(actor(ctx), ctx.body), message: 'seoCreated' }),
  seoUpdate: async (ctx) => ({ data: await settings.updateSeo(actor(ctx), ctx.params.id, ctx.params.uniqueKey, ctx.body), message: 'seoUpdated' }),
  seoDelete: async (ctx) => {
    await settings.deleteSeo(actor(ctx), ctx.params.id, ctx.params.uniqueKey)
    return { data: null, message: 'settingsUpdated' }
  },
  menusGet: async (ctx) => ({ data: await getMenus(ctx.payload, ctx.user!) }),
  menusSave: async (ctx) => ({ data: await saveMenus(ctx.payload, ctx.user!, ctx.body), message: 'menusSaved' }),
  siteTextsGet: async (ctx) => ({ data: await siteTexts.siteTextsFor(actor(ctx), ctx.locale) }),
  siteTextsSave: async (ctx) => ({ data: await siteTexts.saveSiteTexts(actor(ctx), ctx.locale, ctx.body), message: 'settingsUpdated' }),
  layoutLatest: async (ctx) => ({ data: await settings.layoutLatest(ctx.payload), message: 'layoutLoaded' }),
  layoutSave: async (ctx) => ({ data: await settings.saveLayout(actor(ctx), ctx.body.version), message: 'layoutSaved' }),
  publicWhatsapp: async (ctx) => ({ data: await settings.publicWhatsapp(ctx.payload) }),
  whatsappUpdate: async (ctx) => ({ data: await settings.updateWhatsapp(actor(ctx), ctx.body), message: 'settingsUpdated' }),
  publicCompany: async (ctx) => ({ data: await settings.publicCompany(ctx.payload, ctx.locale) }),
  companyUpdate: async (ctx) => ({ data: await settings.updateCompany(actor(ctx), ctx.body), message: 'settingsUpdated' }),
  publicFaqs: async (ctx) => ({ data: await settings.publicFaqs(ctx.payload, ctx.query.product, ctx.locale) }),
  statistics: async (ctx) => ({ data: await dashboardStatistics(ctx.payload, ctx.user!, ctx.query.period) }),
  // The body is the export itself, streamed to disk as it arrives (never held in memory).
  importStart: async (ctx) => ({
    status: 202,
    data: await imports.startImportRun(ctx.payload, ctx.user!, ctx.req, {
      fileName: ctx.query.name,
      dryRun: ctx.query.dryRun === 'true',
      language: ctx.query.language,
    }),
    message: 'importStarted',
  }),
  importsList: async (ctx) => ({ data: await imports.recentImportRuns(ctx.payload) }),
  importStatus: async (ctx) => ({ data: await imports.importRunById(ctx.payload, ctx.params.id) }),
} satisfies HandlerGroup

import * as leads from '../../services/leads'
import type { ExportedLead } from '../../services/leads/exportSql'
import * as messages from '../../services/messages'
import type { HandlerContext, HandlerGroup } from '../http/handler'
import { CSV_BOM, exportFileName, toCsvRows, type ExportColumn } from '../../lib/csv/tableExport'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user })

/** Integrators get stable column names (the field names) and ISO dates; staff export from the screen, translated. */
const CSV_COLUMNS: ExportColumn<ExportedLead>[] = (
  [
    'id',
    'name',
    'company',
    'email',
    'telephone',
    'subject',
    'module',
    'status',
    'classification',
    'newsletterStatus',
    'createdAt',
    'updatedAt',
    'consentAt',
    'consentSource',
    'consentLanguage',
    'consentVersion',
  ] as const
).map((field) => ({ label: field, field }))

export const leadHandlers = {
  leadsList: async (ctx) => ({ ...(await leads.listLeads(actor(ctx), ctx.query)) }),
  leadsExport: async (ctx) => {
    ctx.res.setHeader('content-type', 'text/csv; charset=utf-8')
    ctx.res.setHeader('content-disposition', `attachment; filename="${exportFileName('leads')}"`)
    const write = (text: string) => (ctx.res.write(text) ? Promise.resolve() : new Promise((resolve) => ctx.res.once('drain', resolve)))
    await write(CSV_BOM + toCsvRows([], CSV_COLUMNS))
    for await (const batch of leads.leadBatches(actor(ctx), ctx.query)) await write(toCsvRows(batch, CSV_COLUMNS, { header: false }))
    ctx.res.end()
    return { sent: true }
  },
  leadStatus: async (ctx) => ({ data: await leads.updateLead(actor(ctx), ctx.params.id, ctx.body), message: 'leadUpdated' }),
  leadClassification: async (ctx) => ({ data: await leads.updateLead(actor(ctx), ctx.params.id, ctx.body), message: 'leadUpdated' }),
  leadNewsletter: async (ctx) => {
    const { status, reason } = ctx.body
    return { data: await leads.setNewsletter(actor(ctx), ctx.params.id, status, reason), message: 'leadUpdated' }
  },
  leadDelete: async (ctx) => {
    await leads.deleteLead(actor(ctx), ctx.params.id)
    return { data: null, message: 'leadDeleted' }
  },
  subscribers: async (ctx) => ({ ...(await leads.listLeads(actor(ctx), { ...ctx.query, newsletter: 'active' })) }),
  messagesList: async (ctx) => {
    const { data, meta, counts } = await messages.listMessages(actor(ctx), ctx.query)
    return { data, meta, extra: { counts } }
  },
  messageGet: async (ctx) => ({ data: await messages.getMessage(actor(ctx), ctx.params.id) }),
  messageRead: async (ctx) => ({ data: await messages.setMessageFlag(actor(ctx), ctx.params.id, 'read', ctx.body.read), message: 'messageUpdated' }),
  messageArchive: async (ctx) => ({ data: await messages.setMessageFlag(actor(ctx), ctx.params.id, 'archived', ctx.body.archived), message: 'messageUpdated' }),
  messageLead: async (ctx) => ({ data: await messages.markAsLead(actor(ctx), ctx.params.id, ctx.body.lead), message: 'messageUpdated' }),
  messageDelete: async (ctx) => {
    await messages.deleteMessage(actor(ctx), ctx.params.id)
    return { data: null, message: 'messageDeleted' }
  },
  contact: async (ctx) => {
    const body = ctx.body
    // Honeypot filled: answer as if accepted, store nothing.
    if (body.website) return { data: { replyBy: null }, message: 'contactSent' }
    return { data: await leads.submitContact(ctx.payload, body), message: 'contactSent' }
  },
  subscribe: async (ctx) => {
    const { email, name, website, source, consentVersion } = ctx.body
    if (website) return { data: null, message: 'newsletterSubscribed' }
    const outcome = await leads.subscribe(ctx.payload, email, name, { source, language: ctx.language, version: consentVersion })
    if (outcome === 'pending') return { status: 202, data: null, message: 'newsletterConfirmSent' }
    return outcome === 'created' ? { data: null, message: 'newsletterSubscribed' } : { status: 200, data: null, message: 'emailAlreadyRegistered' }
  },
  unsubscribe: async (ctx) => {
    const { id, unique_key, reason } = ctx.body
    await leads.unsubscribe(ctx.payload, id, unique_key, reason)
    return { data: null, message: 'newsletterUnsubscribed' }
  },
} satisfies HandlerGroup

import { sendConfirmation } from '../newsletter/confirmation'
import { DEFAULT_LANGUAGE, isLanguage } from '../../locales/languages'
import type { Payload, Where } from 'payload'
import type { PageCursor } from '../../contract/common'
import type { ContactInput, LeadFilters } from '../../contract/leads'
import type { Lead } from '../../payload-types'
import { DEFAULT_CANCEL_REASON, type NewsletterStatus } from '../../domain/leads'
import { ServiceError, notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { sqlLeadReader, type ExportedLead, type Keyset } from './exportSql'
import { promisedReplyDate } from './replyDate'
import { asCaller } from '../caller'
import { COUNTER, counters } from '../counters'
import { countedOr, keyset, keysetMeta } from '../keyset'
import { DEEP_OFFSET, deepPage } from '../shared/deepPage'

const sys = { overrideAccess: true } as const
type Actor = { payload: Payload; user: UserDoc | null }
const opts = (actor: Actor) => asCaller(actor.user)

const endOfDay = (day: string) => `${day}T23:59:59.999Z`

/** The leads list's filters as one Payload query ("title" searches the subject). */
function leadsWhere(f: LeadFilters): Where {
  const and: Where[] = [{ status: { not_equals: 'deleted' } }]
  if (f.name) and.push({ name: { like: f.name } })
  if (f.title) and.push({ subject: { like: f.title } })
  if (f.email) and.push({ email: { like: f.email } })
  if (f.createdFrom) and.push({ createdAt: { greater_than_equal: `${f.createdFrom}T00:00:00.000Z` } })
  if (f.createdTo) and.push({ createdAt: { less_than_equal: endOfDay(f.createdTo) } })
  if (f.updatedFrom) and.push({ updatedAt: { greater_than_equal: `${f.updatedFrom}T00:00:00.000Z` } })
  if (f.updatedTo) and.push({ updatedAt: { less_than_equal: endOfDay(f.updatedTo) } })
  if (f.status) and[0] = { status: { equals: f.status } }
  if (f.classification) and.push({ classification: { equals: f.classification } })
  if (f.module) and.push({ module: { equals: f.module } })
  if (f.newsletter) and.push({ newsletterStatus: { equals: f.newsletter } })
  return { and }
}

const toLead = (d: Lead) => ({
  id: d.id,
  unique_key: d.uniqueKey,
  name: d.name ?? null,
  company: d.company ?? null,
  email: d.email,
  telephone: d.telephone ?? null,
  subject: d.subject ?? null,
  message: d.message ?? null,
  module: d.module,
  status: d.status,
  classification: d.classification,
  newsletterStatus: d.newsletterStatus ?? null,
  newsletterCancelReason: d.newsletterCancelReason ?? null,
  consentAt: d.consentAt ?? null,
  consentSource: d.consentSource ?? null,
  consentLanguage: d.consentLanguage ?? null,
  consentVersion: d.consentVersion ?? null,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
})

const LEAD_ORDER = ['createdAt']

export async function listLeads(actor: Actor, q: LeadFilters & { page: number; limit: number; cursor?: PageCursor }) {
  const ks = keyset(LEAD_ORDER, q.cursor)
  const where = leadsWhere(q)
  // Unfiltered, from the start: the total is the kept count of leads, not a count of the table.
  const kept = !q.cursor && where.and?.length === 1 && !q.status ? counters(actor.payload) : null
  const whole = kept ? await kept.get(COUNTER.leads) : null
  if (whole !== null && (q.page - 1) * q.limit > whole / 2) {
    const docs = await deepPageFromTheEnd(actor, where, q.page, q.limit, whole)
    return { data: docs.map((d) => toLead(d)), meta: keysetMeta(LEAD_ORDER, docs, q, whole) }
  }
  if (!q.cursor && (q.page - 1) * q.limit >= DEEP_OFFSET) {
    const docs = await deepPage<Lead>(actor.payload, 'leads', { where, sort: ks.sort, page: q.page, limit: q.limit, ...opts(actor) })
    const total = whole ?? (await actor.payload.count({ collection: 'leads', where, ...opts(actor) })).totalDocs
    return { data: docs.map((d) => toLead(d)), meta: keysetMeta(LEAD_ORDER, docs, q, total) }
  }
  const r = await actor.payload.find({
    collection: 'leads',
    where: ks.where ? { and: [where, ks.where] } : where,
    page: q.cursor ? 1 : q.page,
    limit: q.limit,
    pagination: !kept && ks.counts, // without it Payload counts; the limit still holds
    sort: ks.sort,
    depth: 0,
    ...opts(actor),
  })
  return { data: r.docs.map((d) => toLead(d)), meta: keysetMeta(LEAD_ORDER, r.docs, q, countedOr(ks, whole ?? r.totalDocs)) }
}

/**
 * A page past the middle of the unfiltered list (`page=N` as the spec asks), read from the oldest
 * end in the exact reverse order and turned round: the database steps over the rows after the
 * page, never more than half the list, where OFFSET 49,990 stepped over every newer lead
 * (issue #46, item 3). The rows sit in at most two pages of the reverse order.
 */
async function deepPageFromTheEnd(actor: Actor, where: Where, page: number, limit: number, whole: number): Promise<Lead[]> {
  const skip = (page - 1) * limit
  const count = Math.max(0, Math.min(limit, whole - skip))
  if (!count) return []
  const start = whole - skip - count // the page's first row, counted from the oldest
  const first = Math.floor(start / limit) + 1
  const read = (p: number) =>
    actor.payload.find({ collection: 'leads', where, sort: ['createdAt', 'id'], page: p, limit, pagination: false, depth: 0, ...opts(actor) })
  const rows = [...(await read(first)).docs, ...(start % limit ? (await read(first + 1)).docs : [])]
  const offset = start - (first - 1) * limit
  return rows.slice(offset, offset + count).reverse()
}

/** Leads read at a time by the CSV export. */
const EXPORT_BATCH = 1_000

/**
 * Every lead matching the filters for the CSV export, newest first, in batches read by
 * keyset (after the last row's createdAt and id): each batch is an index range, with no
 * offset to skip and no count. The caller's access is checked once through the Local API (the
 * leads rule is all or nothing, no per-row filter, and leads have no read hooks or hidden
 * fields); the rows are then read with SQL (exportSql.ts), or through the adapter on MongoDB.
 */
export async function* leadBatches(actor: Actor, filters: LeadFilters) {
  await actor.payload.find({ collection: 'leads', limit: 1, depth: 0, select: {}, ...opts(actor) })
  const read = sqlLeadReader(actor.payload) ?? adapterLeadReader(actor.payload)
  let after: Keyset | null = null
  for (;;) {
    const rows = await read(filters, after, EXPORT_BATCH)
    if (rows.length) yield rows
    if (rows.length < EXPORT_BATCH) return
    const last = rows[rows.length - 1]!
    after = { createdAt: last.createdAt, id: last.id }
  }
}

/** The same batches through Payload's adapter (MongoDB), skipping the per-document read hooks. */
function adapterLeadReader(payload: Payload) {
  return async (filters: LeadFilters, after: Keyset | null, limit: number): Promise<ExportedLead[]> => {
    const keyset: Where[] = after
      ? [{ createdAt: { less_than_equal: after.createdAt } }, { or: [{ createdAt: { less_than: after.createdAt } }, { id: { less_than: after.id } }] }]
      : []
    const { docs } = await payload.db.find<Lead>({
      collection: 'leads',
      where: { and: [leadsWhere(filters), ...keyset] },
      sort: ['-createdAt', '-id'],
      limit,
      pagination: false, // one batch; the keyset moves on
      select: { message: false }, // the longest field, and no export carries it
    })
    return docs.map((d) => ({ ...toLead(d), unique_key: d.uniqueKey ?? null, message: null }))
  }
}

async function loadLead(actor: Actor, id: string) {
  const doc = await actor.payload.findByID({ collection: 'leads', id, depth: 0, ...opts(actor) }).catch(() => null)
  if (!doc || doc.status === 'deleted') throw notFound()
  return doc
}

export async function updateLead(
  actor: Actor,
  id: string,
  data: Partial<Pick<Lead, 'status' | 'classification' | 'newsletterStatus' | 'newsletterCancelReason'>>,
) {
  const lead = await loadLead(actor, id)
  const doc = await actor.payload.update({ collection: 'leads', id: lead.id, data: data, ...opts(actor) })
  return toLead(doc)
}

export const setNewsletter = (actor: Actor, id: string, status: NewsletterStatus, reason?: string) =>
  updateLead(
    actor,
    id,
    status === 'active'
      ? { newsletterStatus: 'active', newsletterCancelReason: null }
      : { newsletterStatus: 'cancelled', newsletterCancelReason: reason || DEFAULT_CANCEL_REASON },
  )

export const deleteLead = (actor: Actor, id: string) => updateLead(actor, id, { status: 'deleted' })

/** The contact form: a message for the back-office and the promised reply date. */
export async function submitContact(payload: Payload, input: ContactInput, now = new Date()) {
  const replyBy = promisedReplyDate(now)
  const { website: _honeypot, ...fields } = input
  // Documented public write: the form is the only way anonymous visitors create messages.
  const doc = await payload.create({ collection: 'messages', data: { ...fields, replyBy: `${replyBy}T12:00:00.000Z` }, ...sys })
  return { id: doc.id, replyBy }
}

/** What a newsletter sign-up consented to: from which page, in which language, under which text (LGPD). */
export type NewsletterConsent = { source?: string; language: string; version?: string }

const consentFields = (consent: NewsletterConsent) => ({
  consentAt: new Date().toISOString(),
  consentSource: consent.source ?? null,
  consentLanguage: consent.language,
  consentVersion: consent.version ?? null,
})

/**
 * Newsletter sign-up: a new lead (201) or the reactivation of a known address (200); either way
 * the consent is recorded anew. With confirmation by e-mail on (newsletter settings), a sign-up
 * that is not already active waits as `pending` for the link of the e-mail sent now.
 */
export async function subscribe(
  payload: Payload,
  email: string,
  name: string | undefined,
  consent: NewsletterConsent,
): Promise<'created' | 'reactivated' | 'pending'> {
  const [{ docs }, settings] = await Promise.all([
    payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 1, depth: 0, ...sys }),
    payload.findGlobal({ slug: 'newsletter-settings', depth: 0, ...sys }),
  ])
  const lead = docs[0]
  const confirming = Boolean(settings.confirmByEmail) && lead?.newsletterStatus !== 'active'
  const newsletterStatus = confirming ? 'pending' : 'active'
  let saved
  if (lead) {
    saved = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        newsletterStatus,
        newsletterCancelReason: null,
        ...consentFields(consent),
        ...(lead.status === 'deleted' || lead.status === 'cancelled' ? { status: 'active' } : {}),
        ...(name && !lead.name ? { name } : {}),
      },
      ...sys,
    })
  } else {
    saved = await payload.create({
      collection: 'leads',
      data: { email, name, module: 'newsletter', newsletterStatus, status: 'active', classification: 'none', ...consentFields(consent) },
      ...sys,
    })
  }
  if (confirming) {
    await sendConfirmation(payload, saved, isLanguage(consent.language) ? consent.language : DEFAULT_LANGUAGE)
    return 'pending'
  }
  return lead ? 'reactivated' : 'created'
}

/** Unsubscribe needs the id and its unguessable key: an id alone unsubscribes nobody. */
export async function unsubscribe(payload: Payload, id: string, uniqueKey: string, reason?: string) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ id: { equals: id } }, { uniqueKey: { equals: uniqueKey } }] },
    limit: 1,
    depth: 0,
    ...sys,
  })
  if (!docs[0]) throw new ServiceError('NOT_FOUND', 'notFound')
  await payload.update({
    collection: 'leads',
    id: docs[0].id,
    data: { newsletterStatus: 'cancelled', newsletterCancelReason: reason?.trim() || 'unsubscribed by the lead' },
    ...sys,
  })
}

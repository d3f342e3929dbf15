import type { Payload, Where } from 'payload'
import type { MessageTab } from '../../domain/leads'
import type { Message } from '../../payload-types'
import { notFound } from '../errors'
import type { UserDoc } from '../users/types'
import { asCaller, listMeta } from '../caller'

type Actor = { payload: Payload; user: UserDoc | null }
const opts = (actor: Actor) => asCaller(actor.user)

/** Tabs: all (not archived), unread, read, archived. */
const TAB_WHERE: Record<MessageTab, Where> = {
  all: { archived: { not_equals: true } },
  unread: { and: [{ archived: { not_equals: true } }, { read: { not_equals: true } }] },
  read: { and: [{ archived: { not_equals: true } }, { read: { equals: true } }] },
  archived: { archived: { equals: true } },
}

const toMessage = (d: Message) => ({
  id: d.id,
  name: d.name,
  company: d.company,
  email: d.email,
  telephone: d.telephone,
  subject: d.subject,
  message: d.message,
  read: Boolean(d.read),
  archived: Boolean(d.archived),
  markedAsLead: Boolean(d.markedAsLead),
  lead: d.lead && typeof d.lead === 'object' ? d.lead.id : (d.lead ?? null),
  replyBy: d.replyBy ?? null,
  createdAt: d.createdAt,
})

export async function listMessages(actor: Actor, q: { tab: MessageTab; page: number; limit: number }) {
  const r = await actor.payload.find({
    collection: 'messages',
    where: TAB_WHERE[q.tab],
    page: q.page,
    limit: q.limit,
    sort: '-createdAt',
    depth: 0,
    ...opts(actor),
  })
  const counts = Object.fromEntries(
    await Promise.all(
      Object.entries(TAB_WHERE).map(async ([tab, where]) => [tab, (await actor.payload.count({ collection: 'messages', where, ...opts(actor) })).totalDocs]),
    ),
  )
  return { data: r.docs.map((d) => toMessage(d)), meta: listMeta(r, q.page), counts }
}

async function load(actor: Actor, id: string) {
  const doc = await actor.payload.findByID({ collection: 'messages', id, depth: 0, ...opts(actor) }).catch(() => null)
  if (!doc) throw notFound()
  return doc
}

export const getMessage = async (actor: Actor, id: string) => toMessage(await load(actor, id))

export async function setMessageFlag(actor: Actor, id: string, flag: 'read' | 'archived', value: boolean) {
  const doc = await load(actor, id)
  return toMessage(await actor.payload.update({ collection: 'messages', id: doc.id, data: { [flag]: value }, ...opts(actor) }))
}

/** Mark as lead: creates a lead with module contact from the sender, or links the existing one. */
export async function markAsLead(actor: Actor, id: string, value: boolean) {
  const doc = await load(actor, id)
  if (!value) return toMessage(await actor.payload.update({ collection: 'messages', id: doc.id, data: { markedAsLead: false }, ...opts(actor) }))
  const { docs } = await actor.payload.find({ collection: 'leads', where: { email: { equals: doc.email } }, limit: 1, overrideAccess: true })
  const lead =
    docs[0] ??
    (await actor.payload.create({
      collection: 'leads',
      data: {
        name: doc.name,
        company: doc.company,
        email: doc.email,
        telephone: doc.telephone,
        subject: doc.subject,
        message: doc.message,
        module: 'contact',
        status: 'active',
        classification: 'none',
      },
      overrideAccess: true, // documented: marking a message as lead creates the lead it names
    }))
  return toMessage(await actor.payload.update({ collection: 'messages', id: doc.id, data: { markedAsLead: true, lead: lead.id }, ...opts(actor) }))
}

export async function deleteMessage(actor: Actor, id: string) {
  const doc = await load(actor, id)
  await actor.payload.delete({ collection: 'messages', id: doc.id, ...opts(actor) })
}

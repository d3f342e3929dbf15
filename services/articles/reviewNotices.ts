import type { CollectionAfterChangeHook, Payload, Where } from 'payload'
import type { Article, User } from '../../payload-types'
import { readEnv, serverUrl } from '../../config/env'
import { DEFAULT_LANGUAGE, isLanguage } from '../../locales/languages'
import { onCommit } from '../../lib/db/afterCommit'
import { whileStoringMail } from '../mail/outbox'
import { reviewMail, type ReviewNotice } from '../mail/templates/reviewMails'
import type { ArticleStatus } from '../../domain/articles'

/** A review asked of many is still one e-mail each to at most this many reviewers (the oldest accounts first). */
const MAX_REVIEWERS = 50

/** What a change of status tells, if anything: a submission, a return with a note, or a submitted article gone live. */
export function reviewNoticeOf(before: ArticleStatus | undefined, doc: Pick<Article, 'status' | 'reviewNote'>): ReviewNotice | null {
  if (doc.status === 'review') return before === 'review' ? null : 'submitted'
  if (before !== 'review') return null
  if (doc.status === 'draft') return doc.reviewNote ? 'returned' : null // a writer taking it back tells nobody
  return doc.status
}

/** The access areas whose role may publish (access/publishing.ts, passed in by payload.config.ts: services read no roles). */
export type PublishingAreas = (payload: Payload) => Promise<string[]>

type Person = Pick<User, 'id' | 'email' | 'full_name' | 'language'>
const PERSON = { id: true, email: true, full_name: true, language: true } as const

/** The active staff who may publish: admins, and holders of a role listing `publish-articles`. */
async function reviewers(payload: Payload, publishingAreas: PublishingAreas): Promise<Person[]> {
  const areas = await publishingAreas(payload)
  const holders: Where[] = [{ permission: { equals: 'admin' } }, ...(areas.length ? [{ access: { in: areas } }] : [])]
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ status: { equals: 'active' } }, { or: holders }] },
    select: PERSON,
    sort: 'createdAt',
    limit: MAX_REVIEWERS,
    depth: 0,
    overrideAccess: true, // the system's own read: who is told
  })
  return docs as Person[]
}

async function person(payload: Payload, id: unknown): Promise<Person | null> {
  if (id === null || id === undefined) return null
  const key = typeof id === 'object' ? (id as { id: number | string }).id : (id as number | string)
  return (await payload.findByID({ collection: 'users', id: key, select: PERSON, depth: 0, overrideAccess: true }).catch(() => null)) as Person | null
}

async function tell(payload: Payload, publishingAreas: PublishingAreas, notice: ReviewNotice, doc: Article, actorId: number | string | null) {
  try {
    const actor = await person(payload, actorId)
    const readers =
      notice === 'submitted' ? await reviewers(payload, publishingAreas) : [await person(payload, doc.author)].filter((p): p is Person => Boolean(p))
    const link = `${serverUrl(readEnv())}/admin/compose/${encodeURIComponent(doc.slug ?? '')}/${doc.id}`
    const vars = { title: doc.title, actor: actor?.full_name ?? '', note: notice === 'returned' ? doc.reviewNote : null, link }
    for (const reader of readers) {
      if (reader.id === actorId || !reader.email) continue // nobody is told of what they did themself
      const language = isLanguage(reader.language) ? reader.language : DEFAULT_LANGUAGE
      await payload.sendEmail({ to: reader.email, ...(await reviewMail(payload, language, notice, vars)) })
    }
  } catch (err) {
    payload.logger.error({ err, article: doc.id }, 'review notice')
  }
}

/**
 * Tells the reviewers of a submission and the writer of a return or a publication, by e-mail,
 * whichever way the status changed (the back-office, /cms, the API). Sent once the change is
 * committed; shutdown waits for the message to be stored (whileStoringMail).
 */
const tellOfReview =
  (publishingAreas: PublishingAreas): CollectionAfterChangeHook<Article> =>
  ({ doc, previousDoc, operation, req }) => {
    const notice = reviewNoticeOf(operation === 'create' ? undefined : previousDoc?.status, doc)
    if (notice) {
      const actorId = req.user && req.user.collection === 'users' ? req.user.id : null
      onCommit(req, () => void whileStoringMail(req.payload, tell(req.payload, publishingAreas, notice, doc, actorId)))
    }
    return doc
  }

export const reviewNoticeHooks = (publishingAreas: PublishingAreas) => ({ afterChange: [tellOfReview(publishingAreas)] })

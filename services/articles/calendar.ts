import type { Payload } from 'payload'
import { CALENDAR_MAX_ENTRIES, type CalendarQuery } from '../../contract/articles'
import { asCaller } from '../caller'
import { refId } from '../relationId'
import type { UserDoc } from '../users/types'
import { articlePage } from './pages'
import { toAdminArticle } from './serialize'
import { withStaffNames } from './staffNames'

/**
 * What goes out when (issue #45, item 5): the articles scheduled or published between two
 * instants, oldest first, and the newsletter sends started in them. One range read on the
 * (status, publishedAt) index, bounded by CALENDAR_MAX_ENTRIES; the screen filters what it
 * got by category and author.
 */
export async function editorialCalendar(payload: Payload, user: UserDoc, q: CalendarQuery) {
  const inRange = { greater_than_equal: q.from, less_than: q.to }
  const page = await articlePage(
    payload,
    {
      where: { and: [{ status: { in: ['scheduled', 'published'] } }, { publishedAt: inRange }] },
      sort: 'publishedAt',
      page: 1,
      limit: CALENDAR_MAX_ENTRIES + 1,
    },
    { select: { content: false, searchText: false }, ...asCaller(user) },
  )
  const sends = await payload.find({
    collection: 'newsletter-sends',
    where: { createdAt: inRange },
    sort: 'createdAt',
    limit: CALENDAR_MAX_ENTRIES + 1,
    pagination: false /* the period's sends, at most CALENDAR_MAX_ENTRIES + 1 by the limit */,
    depth: 0,
    select: { article: true, articleTitle: true, status: true, sent: true, createdAt: true },
    overrideAccess: true, // the route admits article writers; a send's row says only what went out
  })
  const articles = (await withStaffNames(payload, page.docs.slice(0, CALENDAR_MAX_ENTRIES))).map((doc) => {
    const a = toAdminArticle(doc)
    return {
      id: a.id,
      slug: a.slug,
      title: a.title ?? a.slug,
      status: a.status as 'scheduled' | 'published',
      publishedAt: a.publishedAt!,
      author: a.author,
      categories: a.categories.map((c) => ({ id: c.id, name: c.name })),
      sendToSubscribers: a.sendToSubscribers,
    }
  })
  return {
    articles,
    sends: sends.docs.slice(0, CALENDAR_MAX_ENTRIES).map((s) => ({
      id: s.id,
      article: refId(s.article),
      title: s.articleTitle ?? null,
      status: s.status,
      at: s.createdAt,
      sent: s.sent ?? 0,
    })),
    truncated: page.docs.length > CALENDAR_MAX_ENTRIES || sends.docs.length > CALENDAR_MAX_ENTRIES,
  }
}

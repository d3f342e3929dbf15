import type { Payload } from 'payload'
import type { z } from 'zod'
import type { adminPage } from '../../contract/pages'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { PAGE_PREVIEW_PATH } from '../../domain/pages'
import { asUser, listMeta } from '../caller'
import { notFound } from '../errors'
import type { UserDoc } from '../users/types'
import type { Page } from '../../payload-types'

type AdminPage = z.infer<typeof adminPage>
type Titles = Partial<Record<ContentLocale, string | null>>

const sys = { overrideAccess: true, depth: 0 } as const

/** Whether a published page has a draft newer than what visitors see (one indexed read of its latest version). */
async function hasNewerDraft(payload: Payload, page: Pick<Page, 'id' | 'updatedAt'>): Promise<boolean> {
  const { docs } = await payload.db.findVersions({
    collection: 'pages',
    where: { and: [{ parent: { equals: page.id } }, { latest: { equals: true } }] },
    limit: 1,
    pagination: false, // one row: the page's latest version
    sort: '-updatedAt',
  })
  const latest = docs[0] as { version?: { _status?: string }; updatedAt?: string } | undefined
  return latest?.version?._status === 'draft' && Boolean(latest.updatedAt && latest.updatedAt > page.updatedAt)
}

async function toAdminPage(payload: Payload, page: Pick<Page, 'id' | 'path' | 'updatedAt' | '_status'> & { title: unknown }): Promise<AdminPage> {
  const titles = (page.title && typeof page.title === 'object' ? page.title : { [DEFAULT_CONTENT_LOCALE]: page.title }) as Titles
  const published = page._status === 'published'
  return {
    id: page.id,
    title: String(titles[DEFAULT_CONTENT_LOCALE] ?? Object.values(titles).find(Boolean) ?? ''),
    path: page.path ?? null,
    status: !published ? 'draft' : (await hasNewerDraft(payload, page)) ? 'changed' : 'published',
    languages: CONTENT_LOCALES.filter((locale) => Boolean(titles[locale])),
    updatedAt: page.updatedAt,
    editUrl: `/cms/collections/pages/${String(page.id)}`,
    previewUrl: `${PAGE_PREVIEW_PATH}/${String(page.id)}`,
  }
}

/** The Pages screen's list: every page by address, with the caller's access (the Pages route). */
export async function listPages(payload: Payload, user: UserDoc, q: { page: number; limit: number; search?: string }) {
  const result = await payload.find({
    collection: 'pages',
    where: q.search ? { title: { like: q.search } } : undefined,
    // Every language's title at once: which languages a page is written in.
    locale: 'all',
    select: { title: true, path: true, updatedAt: true, _status: true },
    sort: 'path',
    page: q.page,
    limit: q.limit,
    depth: 0,
    ...asUser(user),
  })
  return { data: await Promise.all(result.docs.map((doc) => toAdminPage(payload, doc))), meta: listMeta(result, q.page) }
}

/**
 * Publishes a page's newest draft (Payload updates from the latest version), or takes the page
 * off the site. The collection's hooks then announce it: cache, webhooks, activity, redirects.
 */
export async function setPageStatus(payload: Payload, user: UserDoc, id: string, action: 'publish' | 'unpublish') {
  // One row by id.
  const exists = await payload.find({ collection: 'pages', where: { id: { equals: id } }, limit: 1, pagination: false, select: {}, ...sys, draft: true })
  if (!exists.docs.length) throw notFound('pageNotFound')
  await payload.update({ collection: 'pages', id, data: { _status: action === 'publish' ? 'published' : 'draft' }, ...asUser(user), depth: 0 })
  const saved = await payload.findByID({ collection: 'pages', id, locale: 'all', select: { title: true, path: true, updatedAt: true, _status: true }, ...sys })
  return toAdminPage(payload, saved)
}

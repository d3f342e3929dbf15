import type { Payload } from 'payload'
import type { z } from 'zod'
import type { MenusInput, menusAnswer } from '../../contract/navigation'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'
import type { MenuItemKind } from '../../domain/navigation'
import { asUser } from '../caller'
import { fieldError } from '../errors'
import { filterId, relationId } from '../relationId'
import type { UserDoc } from '../users/types'

type Answer = z.infer<typeof menusAnswer>
type StoredItem = {
  id?: string | null
  label?: Record<string, string | null> | string | null
  kind?: MenuItemKind | null
  page?: unknown
  article?: unknown
  category?: unknown
  url?: string | null
  children?: StoredItem[] | null
}
type InputItem = MenusInput['footer'][number] & { children?: MenusInput['footer'] }

const idText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? String((value as { id: unknown }).id) : String(value)

function toAnswerItem(item: StoredItem) {
  const kind = item.kind ?? 'address'
  const labels = item.label && typeof item.label === 'object' ? item.label : { [DEFAULT_CONTENT_LOCALE]: item.label ?? null }
  return { labels, kind, target: kind === 'address' ? null : idText(item[kind]), url: kind === 'address' ? (item.url ?? null) : null }
}

/** The menus as the Layout screen edits them: every language's label at once. */
export async function getMenus(payload: Payload, user: UserDoc): Promise<Answer> {
  const stored = (await payload.findGlobal({ slug: 'navigation', locale: 'all', depth: 0, ...asUser(user) })) as {
    header?: StoredItem[]
    footer?: StoredItem[]
  }
  return {
    header: (stored.header ?? []).map((item) => ({ ...toAnswerItem(item), children: (item.children ?? []).map(toAnswerItem) })),
    footer: (stored.footer ?? []).map(toAnswerItem),
  }
}

/** An item's row in one language: its label there, and (in pt-BR, which writes the structure) what it points to. */
function row(payload: Payload, item: InputItem, locale: string, id: string | null | undefined) {
  // The SQL adapters take numeric ids (the contract hands them over as text); MongoDB its ObjectIds.
  const target = item.target ? relationId(payload.db.name === 'mongoose' ? item.target : Number(filterId(payload, item.target))) : null
  return {
    ...(id ? { id } : {}),
    // An empty label in a language is stored empty: the site then shows pt-BR's, and follows its changes.
    label: item.labels[locale as 'pt-BR'] || (locale === DEFAULT_CONTENT_LOCALE ? item.labels['pt-BR'] : null),
    kind: item.kind,
    page: item.kind === 'page' ? target : null,
    article: item.kind === 'article' ? target : null,
    category: item.kind === 'category' ? target : null,
    url: item.kind === 'address' ? (item.url ?? null) : null,
  }
}

const COLLECTION = { page: 'pages', article: 'articles', category: 'categories' } as const

/**
 * Every item's target exists and this user may read it, before anything is written (at most
 * 8 x 9 + 12 reads by id): a refused menu leaves the stored one as it was.
 */
async function checkTargets(payload: Payload, user: UserDoc, items: InputItem[]) {
  for (const [index, item] of items.entries()) {
    if (item.kind === 'address' || !item.target) continue
    const { totalDocs } = await payload.count({ collection: COLLECTION[item.kind], where: { id: { equals: filterId(payload, item.target) } }, ...asUser(user) })
    if (!totalDocs) throw fieldError(`items.${index}.target`, 'referenceNotFound')
  }
}

/**
 * Replaces both menus (issue #43, item 4): the structure and the pt-BR labels first, then each
 * other language's labels on the same rows. A target that does not exist (or that this user may
 * not read) is refused by Payload's relationship check and answered as a field error.
 */
export async function saveMenus(payload: Payload, user: UserDoc, input: MenusInput): Promise<Answer> {
  const header = input.header as InputItem[]
  const footer = input.footer as InputItem[]
  await checkTargets(payload, user, [...header, ...header.flatMap((item) => item.children ?? []), ...footer])
  const build = (locale: string, saved?: { header?: StoredItem[] | null; footer?: StoredItem[] | null }) => ({
    header: header.map((item, i) => ({
      ...row(payload, item, locale, saved?.header?.[i]?.id),
      children: (item.children ?? []).map((child, j) => row(payload, child, locale, saved?.header?.[i]?.children?.[j]?.id)),
    })),
    footer: footer.map((item, i) => row(payload, item, locale, saved?.footer?.[i]?.id)),
  })
  const saved = (await payload
    .updateGlobal({ slug: 'navigation', locale: DEFAULT_CONTENT_LOCALE, data: build(DEFAULT_CONTENT_LOCALE), depth: 0, ...asUser(user) })
    .catch((error: { name?: string }) => {
      if (error?.name === 'ValidationError') throw fieldError('target', 'referenceNotFound')
      throw error
    })) as { header?: StoredItem[]; footer?: StoredItem[] }
  for (const locale of CONTENT_LOCALES.filter((l) => l !== DEFAULT_CONTENT_LOCALE)) {
    await payload.updateGlobal({ slug: 'navigation', locale, data: build(locale, saved), depth: 0, ...asUser(user) })
  }
  return getMenus(payload, user)
}

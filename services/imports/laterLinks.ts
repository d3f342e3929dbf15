import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { inTransaction } from '../transaction'
import type { Article, Page } from '../../payload-types'
import type { ArticleContext } from './articles'

const sys = { overrideAccess: true, depth: 0 } as const

/** An article or page whose body links to posts imported after it, and the dates it keeps. */
export type LaterLinks = { collection: 'articles' | 'pages'; id: number | string; dates: ImportedDates }
export type ImportedDates = { createdAt?: string; updatedAt?: string }

/** The dates an imported item had on the old blog: the adapter's own write, which keeps them as given. */
export async function keepImportedDates(payload: Payload, collection: 'articles', id: number | string, dates: ImportedDates, req: PayloadRequest) {
  if (!dates.createdAt && !dates.updatedAt) return
  await payload.db.updateOne({ collection, id, data: { ...dates }, req })
}

type Node = { type?: string; fields?: { url?: unknown } | null; children?: Node[] }
type Block = { id?: string | null; blockType?: string; content?: { root?: Node } | null }

/** Points each link of `node` that still leads to the old blog at what it became; true when one changed. */
async function relink(node: Node, resolve: ArticleContext['resolveLink']): Promise<boolean> {
  let changed = false
  const url = node.type === 'link' ? node.fields?.url : undefined
  if (typeof url === 'string' && url.startsWith('/')) {
    const now = await resolve(url)
    if (now && now !== url) {
      node.fields!.url = now
      changed = true
    }
  }
  for (const child of node.children ?? []) if (await relink(child, resolve)) changed = true
  return changed
}

/**
 * Once every post is in, the links of the posts that pointed at posts imported after them lead
 * straight to those posts' addresses here, as links to earlier posts do from the start (issue
 * #44, item 2), instead of through the old address's 301. One article at a time, in its own
 * transaction, in each language it was stored in, keeping its old dates.
 */
export async function mendLaterLinks(context: ArticleContext, waiting: readonly LaterLinks[]): Promise<number> {
  const { payload } = context
  const locales = context.language === DEFAULT_CONTENT_LOCALE ? [DEFAULT_CONTENT_LOCALE] : [DEFAULT_CONTENT_LOCALE, context.language]
  let mended = 0
  for (const item of waiting) {
    await inTransaction(payload, null, async (req) => {
      let changed = false
      for (const locale of locales) if (await (item.collection === 'articles' ? mendArticle : mendPage)(context, item.id, locale, req)) changed = true
      if (!changed) return
      if (item.collection === 'articles') await keepImportedDates(payload, 'articles', item.id, item.dates, req)
      mended++
    })
  }
  return mended
}

async function mendArticle(context: ArticleContext, id: number | string, locale: ContentLocale, req: PayloadRequest): Promise<boolean> {
  const { payload } = context
  const doc = await payload.findByID({ collection: 'articles', id, locale, fallbackLocale: false, select: { content: true }, ...sys, req }).catch(() => null)
  const content = doc?.content as { root?: Node } | null | undefined
  if (!content?.root || !(await relink(content.root, context.resolveLink))) return false
  await payload.update({ collection: 'articles', id, locale, data: { content: content as unknown as Article['content'] }, ...sys, req })
  return true
}

/** A page's text blocks, in its newest version (a draft stays a draft). */
async function mendPage(context: ArticleContext, id: number | string, locale: ContentLocale, req: PayloadRequest): Promise<boolean> {
  const { payload } = context
  const doc = await payload
    .findByID({ collection: 'pages', id, locale, fallbackLocale: false, draft: true, select: { layout: true, _status: true }, ...sys, req })
    .catch(() => null)
  const layout = (doc?.layout ?? []) as Block[]
  let changed = false
  for (const block of layout)
    if (block.blockType === 'richText' && block.content?.root && (await relink(block.content.root, context.resolveLink))) changed = true
  if (!changed) return false
  await payload.update({ collection: 'pages', id, locale, data: { layout: layout as unknown as Page['layout'] }, draft: doc?._status === 'draft', ...sys, req })
  return true
}

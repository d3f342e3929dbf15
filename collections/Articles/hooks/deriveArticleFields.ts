import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { Article } from '../../../payload-types'
import { lexicalToPlainText, readTimeMinutes } from '../../../lib/text/lexical'
import { normalizeForSearch, slugify } from '../../../lib/text/normalize'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../../../domain/contentLocales'

type Texts = Pick<Article, 'title' | 'excerpt' | 'content'>

/**
 * Derived fields: slug from the title (kept unique), read time and the accent-free search
 * text, and the publish date that published and scheduled articles must carry.
 *
 * Translations: each language has its own slug from its own title (unique within the language),
 * its own read time; the search text holds every language's title, excerpt and body, so a
 * visitor's words find the article in their language.
 */
export const deriveArticleFields: CollectionBeforeChangeHook<Article> = async ({ data, originalDoc, req, operation, context }) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_CONTENT_LOCALE
  const title = (data.title ?? originalDoc?.title ?? '').trim()
  if (data.title !== undefined) data.title = title
  if (title && (operation === 'create' || title !== originalDoc?.title || !originalDoc?.slug)) {
    // An imported post keeps the slug it had (services/imports), where it has one this product can
    // write: in the default language and in the blog's own, written by an update (issue #64, item 4).
    const kept = typeof context.importedSlug === 'string' ? slugify(context.importedSlug) : ''
    data.slug = await freeSlug(kept || slugify(title) || 'artigo', originalDoc?.id, req)
  }
  const content = data.content ?? originalDoc?.content
  const text = lexicalToPlainText(content)
  data.readTime = readTimeMinutes(text)
  const excerpt = data.excerpt ?? originalDoc?.excerpt ?? ''
  const others = operation === 'update' && originalDoc?.id ? await otherLanguages(originalDoc.id, locale, req) : []
  data.searchText = normalizeForSearch([`${title} ${excerpt} ${text}`, ...others].join(' '))
  const status = data.status ?? originalDoc?.status
  if ((status === 'published' || status === 'scheduled') && !(data.publishedAt ?? originalDoc?.publishedAt)) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}

/** The stored text of every other language of the article (the adapter's read: it leaves req's locale alone). */
async function otherLanguages(id: Article['id'], current: string, req: PayloadRequest): Promise<string[]> {
  const stored = (await req.payload.db.findOne({
    collection: 'articles',
    where: { id: { equals: id } },
    locale: 'all',
    select: { title: true, excerpt: true, content: true },
    req,
  })) as { [K in keyof Texts]?: Partial<Record<string, Texts[K]>> } | null
  if (!stored) return []
  return CONTENT_LOCALES.filter((l) => l !== current && stored.title?.[l]).map(
    (l) => `${stored.title?.[l] ?? ''} ${stored.excerpt?.[l] ?? ''} ${lexicalToPlainText(stored.content?.[l])}`,
  )
}

async function freeSlug(base: string, ownId: Article['id'] | undefined, req: PayloadRequest) {
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const { totalDocs } = await req.payload.count({
      collection: 'articles',
      where: { and: [{ slug: { equals: candidate } }, ...(ownId ? [{ id: { not_equals: ownId } }] : [])] },
      overrideAccess: true, // slugs must be unique across every article
      req,
    })
    if (totalDocs === 0) return candidate
  }
  return `${base}-${Date.now()}`
}

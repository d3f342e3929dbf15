import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { Article } from '../../../payload-types'
import { lexicalToPlainText, readTimeMinutes } from '../../../lib/text/lexical'
import { normalizeForSearch, slugify } from '../../../lib/text/normalize'

/**
 * Derived fields: slug from the title (kept unique), read time and the accent-free search
 * text, and the publish date that published and scheduled articles must carry.
 */
export const deriveArticleFields: CollectionBeforeChangeHook<Article> = async ({ data, originalDoc, req, operation }) => {
  const title = (data.title ?? originalDoc?.title ?? '').trim()
  data.title = title
  if (operation === 'create' || data.title !== originalDoc?.title || !originalDoc?.slug) {
    data.slug = await freeSlug(slugify(title) || 'artigo', originalDoc?.id, req)
  }
  const content = data.content ?? originalDoc?.content
  const text = lexicalToPlainText(content)
  data.readTime = readTimeMinutes(text)
  const excerpt = data.excerpt ?? originalDoc?.excerpt ?? ''
  data.searchText = normalizeForSearch(`${title} ${excerpt} ${text}`)
  const status = data.status ?? originalDoc?.status
  if ((status === 'published' || status === 'scheduled') && !(data.publishedAt ?? originalDoc?.publishedAt)) {
    data.publishedAt = new Date().toISOString()
  }
  return data
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

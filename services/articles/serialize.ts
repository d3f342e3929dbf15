/** Articles in the contract's shape; relations flattened to what a card or page needs. */
type Rec = Record<string, unknown>

const media = (m: unknown) => {
  if (!m || typeof m !== 'object') return null
  const r = m as Rec & { sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null }> }
  return {
    id: r.id,
    url: r.url ?? null,
    alt: r.alt ?? '',
    width: r.width ?? null,
    height: r.height ?? null,
    sizes: Object.fromEntries(Object.entries(r.sizes ?? {}).map(([k, v]) => [k, { url: v?.url ?? null, width: v?.width ?? null, height: v?.height ?? null }])),
  }
}

const category = (c: unknown) => {
  if (!c || typeof c !== 'object') return null
  const r = c as Rec
  return { id: r.id, name: r.name, slug: r.slug, textColor: r.textColor, backgroundColor: r.backgroundColor }
}

const tag = (t: unknown) => (t && typeof t === 'object' ? { id: (t as Rec).id, name: (t as Rec).name, slug: (t as Rec).slug } : null)

export function toArticleCard(doc: Rec, author: unknown) {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    image: media(doc.image),
    categories: ((doc.categories as unknown[]) ?? []).map(category).filter(Boolean),
    tags: ((doc.tags as unknown[]) ?? []).map(tag).filter(Boolean),
    author: author ?? null,
    publishedAt: doc.publishedAt ?? null,
    readTime: Number(doc.readTime ?? 0),
  }
}

export function toArticleDetail(doc: Rec, author: unknown) {
  return { ...toArticleCard(doc, author), content: doc.content, updatedAt: doc.updatedAt ?? null }
}

export function toAdminArticle(doc: Rec) {
  const authorRef = doc.author && typeof doc.author === 'object' ? { id: (doc.author as Rec).id, full_name: (doc.author as Rec).full_name ?? null } : { id: doc.author ?? null, full_name: null }
  return { ...toArticleCard(doc, authorRef), status: doc.status, content: doc.content, createdAt: doc.createdAt, updatedAt: doc.updatedAt }
}

import type { Payload, Where } from 'payload'
import { cachedRead } from '../cache/publicCache'
import { notFound } from '../errors'
import { normalizeForSearch } from '../text/normalize'
import { toPublicAuthor } from '../users/serialize'
import { PUBLIC_AUTHOR_SELECT } from '../users/publicAuthors'
import { toArticleCard, toArticleDetail } from './serialize'

const CARD_SELECT = { slug: true, title: true, excerpt: true, image: true, categories: true, tags: true, author: true, publishedAt: true, readTime: true } as const
const POPULATE = {
  media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
  categories: { name: true, slug: true, textColor: true, backgroundColor: true },
  tags: { name: true, slug: true },
} as const

const anon = { overrideAccess: false } as const // anonymous: Payload's access filters to published

async function authorsFor(payload: Payload, docs: Record<string, unknown>[]) {
  const ids = [...new Set(docs.map((d) => String(d.author && typeof d.author === 'object' ? (d.author as { id: unknown }).id : d.author)))]
  if (!ids.length) return new Map<string, unknown>()
  // Documented public read: authors' public fields only, active accounts only.
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { in: ids } }, { status: { equals: 'active' } }] },
    select: PUBLIC_AUTHOR_SELECT,
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(users.map((u) => [String(u.id), toPublicAuthor(u as never)]))
}

async function idBySlug(payload: Payload, collection: 'categories' | 'tags', slug: string) {
  const { docs } = await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0, select: {}, ...anon })
  return docs[0]?.id ?? null
}

export type PublicListQuery = { page: number; limit: number; search?: string; category?: string; tag?: string; author?: string }

export function publicArticleList(payload: Payload, q: PublicListQuery) {
  return cachedRead(`articles:list:${JSON.stringify(q)}`, ['articles'], async () => {
    const and: Where[] = []
    if (q.search) and.push({ searchText: { like: normalizeForSearch(q.search) } })
    if (q.category) and.push({ categories: { in: [(await idBySlug(payload, 'categories', q.category)) ?? -1] } })
    if (q.tag) and.push({ tags: { in: [(await idBySlug(payload, 'tags', q.tag)) ?? -1] } })
    if (q.author) and.push({ author: { equals: q.author } })
    const result = await payload.find({
      collection: 'articles',
      where: and.length ? { and } : undefined,
      page: q.page,
      limit: q.limit,
      sort: '-publishedAt',
      depth: 1,
      select: CARD_SELECT,
      populate: POPULATE,
      ...anon,
    })
    const authors = await authorsFor(payload, result.docs as never)
    const authorOf = (d: Record<string, unknown>) => authors.get(String(d.author && typeof d.author === 'object' ? (d.author as { id: unknown }).id : d.author))
    return {
      data: result.docs.map((d) => toArticleCard(d as never, authorOf(d as never))),
      meta: { page: result.page ?? q.page, limit: result.limit, total: result.totalDocs, totalPages: result.totalPages },
    }
  })
}

export function publicArticle(payload: Payload, slug: string, id: string) {
  return cachedRead(`articles:detail:${id}:${slug}`, ['articles'], async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [{ id: { equals: id } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
      populate: POPULATE,
      ...anon,
    })
    const doc = docs[0]
    if (!doc) throw notFound()
    const authors = await authorsFor(payload, [doc as never])
    return toArticleDetail(doc as never, authors.values().next().value ?? null)
  })
}

/** Most read published articles over the last `days` days. */
export function popularArticles(payload: Payload, days: number, limit: number) {
  return cachedRead(`articles:popular:${days}:${limit}`, ['articles'], async () => {
    const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
    const { docs } = await payload.find({
      collection: 'article-reads',
      where: { day: { greater_than_equal: since } },
      select: { article: true },
      depth: 0,
      pagination: false,
      overrideAccess: true, // documented: aggregate counts only, nothing about visitors leaves
    })
    const counts = new Map<string, number>()
    for (const r of docs) counts.set(String(r.article), (counts.get(String(r.article)) ?? 0) + 1)
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)
    if (!ranked.length) return []
    const { docs: articles } = await payload.find({
      collection: 'articles',
      where: { id: { in: ranked.slice(0, limit * 3) } },
      depth: 1,
      select: CARD_SELECT,
      populate: POPULATE,
      pagination: false,
      ...anon,
    })
    const authors = await authorsFor(payload, articles as never)
    const byId = new Map(articles.map((a) => [String(a.id), a]))
    return ranked
      .filter((id) => byId.has(id))
      .slice(0, limit)
      .map((id) => {
        const a = byId.get(id) as Record<string, unknown>
        const authorId = String(a.author && typeof a.author === 'object' ? (a.author as { id: unknown }).id : a.author)
        return { ...toArticleCard(a, authors.get(authorId)), reads: counts.get(id) ?? 0 }
      })
  }, 60_000)
}

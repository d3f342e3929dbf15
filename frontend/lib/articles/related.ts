import type { Payload } from 'payload'
import type { Language } from '../../../domain/languages'
import type { SiteReads } from '../../../services/site/reads'
import { siteReads } from '../siteReads'

/**
 * Three articles to read next: the first category's newest, topped up with the newest of any
 * category so the row is always full (issue #32: one or two cards left it half empty). Two
 * bounded page reads at most.
 */
export async function relatedArticles(payload: Payload, article: { id: string | number; categories: { slug: string }[] }, language: Language) {
  const { publicArticleList } = siteReads()
  const others = (list: Awaited<ReturnType<SiteReads['publicArticleList']>>['data']) => list.filter((a) => String(a.id) !== String(article.id))
  const category = article.categories[0]
  const picked = category ? others((await publicArticleList(payload, { page: 1, limit: 4, category: category.slug, locale: language })).data).slice(0, 3) : []
  if (picked.length < 3) {
    const chosen = new Set(picked.map((a) => String(a.id)))
    const newest = others((await publicArticleList(payload, { page: 1, limit: 5, locale: language })).data).filter((a) => !chosen.has(String(a.id)))
    picked.push(...newest.slice(0, 3 - picked.length))
  }
  return picked
}

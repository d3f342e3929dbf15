import { Feed } from 'feed'
import type { Payload } from 'payload'
import { cachedRead } from '../cache/publicCache'
import { publicCategories } from '../categories'
import { publicArticleList } from '../articles/publicQueries'

/** Everything a crawler should find: published articles, their authors, active categories. */
async function publishedIndex(payload: Payload) {
  return cachedRead('feeds:index', ['articles', 'authors', 'categories'], async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      sort: '-publishedAt',
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true, publishedAt: true, author: true },
      overrideAccess: false, // anonymous: published only
    })
    const authorIds = [...new Set(docs.map((d) => String(d.author)))]
    const { docs: authors } = await payload.find({
      collection: 'users',
      where: { and: [{ id: { in: authorIds } }, { status: { equals: 'active' } }] },
      select: { uniqueKey: true, updatedAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true, // documented public read: only the profile path of active authors
    })
    return { articles: docs, authors }
  })
}

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

export async function sitemapXml(payload: Payload, baseUrl: string): Promise<string> {
  const [{ articles, authors }, categories] = await Promise.all([publishedIndex(payload), publicCategories(payload)])
  const url = (path: string, lastmod?: unknown) =>
    `<url><loc>${xmlEscape(baseUrl + path)}</loc>${lastmod ? `<lastmod>${xmlEscape(new Date(String(lastmod)).toISOString())}</lastmod>` : ''}</url>`
  const entries = [
    ...['/', '/blog', '/contact', '/faq', '/rc-sistemI', '/privacy-police', '/utilization-terms', '/cookies'].map((p) => url(p)),
    ...articles.map((a) => url(`/post/${a.slug}/${a.id}`, a.updatedAt)),
    ...(categories as Array<{ slug: string }>).map((c) => url(`/blog?category=${encodeURIComponent(c.slug)}`)),
    ...authors.map((u) => url(`/profile/${u.uniqueKey}/${u.id}`, u.updatedAt)),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

export async function rssXml(payload: Payload, baseUrl: string, site: { name: string; description: string; language: string }): Promise<string> {
  const { data } = await publicArticleList(payload, { page: 1, limit: 20 })
  const feed = new Feed({
    title: site.name,
    description: site.description,
    id: `${baseUrl}/`,
    link: `${baseUrl}/blog`,
    language: site.language,
    copyright: site.name,
    updated: data[0]?.publishedAt ? new Date(String(data[0].publishedAt)) : new Date(0),
    feedLinks: { rss: `${baseUrl}/rss.xml` },
  })
  for (const a of data) {
    const link = `${baseUrl}/post/${a.slug}/${a.id}`
    feed.addItem({
      title: String(a.title),
      id: link,
      link,
      description: String(a.excerpt ?? ''),
      date: new Date(String(a.publishedAt)),
      author: a.author ? [{ name: String((a.author as { full_name?: string }).full_name ?? '') }] : undefined,
      category: (a.categories as Array<{ name: string }>).map((c) => ({ name: c.name })),
      image: a.image?.sizes?.card?.url ? new URL(String(a.image.sizes.card.url), `${baseUrl}/`).href : undefined,
    })
  }
  return feed.rss2()
}

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /cms', 'Disallow: /cms-api', 'Disallow: /api', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n')
}

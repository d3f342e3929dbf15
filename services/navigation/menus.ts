import type { Payload } from 'payload'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import type { MenuLink, SiteMenus } from '../../domain/navigation'
import type { Navigation } from '../../payload-types'
import { cachedRead } from '../cache/publicCache'
import { articleAddress, termAddress } from '../redirects/paths'

type Item = NonNullable<Navigation['header']>[number] | NonNullable<NonNullable<Navigation['header']>[number]['children']>[number]

const doc = <T>(value: unknown): T | null => (value && typeof value === 'object' ? (value as T) : null)

/** Where an item leads now, or null when what it names is gone or not public (it drops out of the menu). */
function hrefOf(item: Item): string | null {
  switch (item.kind) {
    case 'page': {
      const page = doc<{ path?: string | null; _status?: string | null }>(item.page)
      return page?.path && page._status === 'published' ? page.path : null
    }
    case 'article': {
      const article = doc<{ id: number; slug?: string | null; status?: string | null }>(item.article)
      return article?.slug && article.status === 'published' ? articleAddress(article.slug, article.id) : null
    }
    case 'category': {
      const category = doc<{ slug?: string | null; status?: string | null }>(item.category)
      return category?.slug && category.status !== 'inactive' ? termAddress('category', category.slug) : null
    }
    default:
      return item.url || null
  }
}

function links(items: Item[] | null | undefined): MenuLink[] {
  return (items ?? []).flatMap((item) => {
    const href = hrefOf(item)
    if (!href || !item.label) return []
    const children = 'children' in item ? links(item.children) : []
    return [children.length ? { label: item.label, href, children } : { label: item.label, href }]
  })
}

/** The header and footer menus in a language, with each item's current address (issue #43, item 4). */
export const publicMenus = (payload: Payload, locale: ContentLocale = DEFAULT_CONTENT_LOCALE): Promise<SiteMenus> =>
  cachedRead(`menus:${locale}`, ['layout', 'pages', 'articles', 'categories'], async () => {
    // The items' targets as any visitor may read them (drafts and unpublished pages are not returned).
    const menus = await payload.findGlobal({
      slug: 'navigation',
      locale,
      depth: 1,
      populate: { pages: { path: true, _status: true }, articles: { slug: true, status: true }, categories: { slug: true, status: true } },
      overrideAccess: false,
    })
    return { header: links(menus.header), footer: links(menus.footer) }
  })

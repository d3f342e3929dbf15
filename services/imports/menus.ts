import { DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'
import { MENU_LIMITS } from '../../domain/navigation'
import { isSafeLink } from '../../domain/links'
import { legacyAddress } from '../redirects/paths'
import { inTransaction } from '../transaction'
import type { ArticleContext } from './articles'
import { oldBlogPath } from './bodyToLexical'
import { importedTarget, rememberImported } from './ledger'
import type { ImportedPages } from './pages'
import { addNote } from './report'
import type { SourceMenu, SourceMenuItem } from './source'
import type { Navigation } from '../../payload-types'

const sys = { overrideAccess: true, depth: 0 } as const
/** A navigation written by the first start and not changed since: the import may replace it. */
const SEEDED_WITHIN_MS = 60_000
const HEADER_NAME = /primary|main|header|top|principal|cabe[cç]alho|navigation/i
const FOOTER_NAME = /footer|bottom|rodap[eé]|secondary|social|pie|pied/i

type MenuRow = {
  label: string
  kind: 'page' | 'article' | 'category' | 'address'
  page?: number | string
  article?: number | string
  category?: number | string
  url?: string
}
type MenuTree = MenuRow & { children?: MenuRow[] }

/**
 * The old blog's menus as the site's header and footer (issue #44, item 2): the menu named like a
 * main menu (else the first) becomes the header, one named like a footer the footer; each item
 * leads to what its page, post or category became here, or to its address (the old blog's own
 * made a path here). The header keeps one level of children and the footer none, within the
 * menus' limits: what does not fit is named in the report. A navigation staff changed since the
 * first start is left as it is (the report says so); one replaced stays in its history.
 */
export async function bringMenus(context: ArticleContext, menus: SourceMenu[], pages: ImportedPages): Promise<void> {
  const { payload, report } = context
  const tally = (report.menuItems ??= { created: 0, existing: 0 })
  const count = (items: SourceMenuItem[]): number => items.reduce((n, item) => n + 1 + count(item.children), 0)
  const total = menus.reduce((n, menu) => n + count(menu.items), 0)
  if (total === 0) return
  const source = `${context.site}|menus`
  if ((await importedTarget(payload, source)) !== null) {
    tally.existing += total
    return
  }
  const header =
    menus.find((m) => HEADER_NAME.test(`${m.name} ${m.key}`)) ?? menus.find((m) => !FOOTER_NAME.test(`${m.name} ${m.key}`) && m.items.length) ?? menus[0]!
  const footer = menus.find((m) => m !== header && FOOTER_NAME.test(`${m.name} ${m.key}`)) ?? null
  for (const menu of menus) if (menu !== header && menu !== footer) addNote(report, 'menuItemsDropped', menu.name, String(count(menu.items)))

  const navigation = await payload.findGlobal({ slug: 'navigation', ...sys })
  const untouched = !navigation.seededAt || (navigation.updatedAt && Date.parse(navigation.updatedAt) - Date.parse(navigation.seededAt) < SEEDED_WITHIN_MS)
  if (!untouched) {
    addNote(
      report,
      'menusKept',
      [header, footer]
        .filter(Boolean)
        .map((m) => m!.name)
        .join(', '),
    )
    report.skipped.menuItems += total
    return
  }

  const resolve = (item: SourceMenuItem, quiet = false) => resolveItem(context, item, pages, quiet)
  const headerRows: MenuTree[] = []
  for (const item of header.items) {
    const row = await withTarget(resolve, item)
    if (!row) {
      addNote(report, 'menuItemsDropped', header.name, item.label || item.key)
      continue
    }
    const children: MenuRow[] = []
    for (const child of flatten(item.children, header.name, context)) {
      const resolved = await resolve(child)
      if (resolved) children.push(resolved)
    }
    if (headerRows.length >= MENU_LIMITS.header) {
      addNote(report, 'menuItemsDropped', header.name, row.label)
      continue
    }
    if (children.length > MENU_LIMITS.children)
      for (const extra of children.splice(MENU_LIMITS.children)) addNote(report, 'menuItemsDropped', header.name, extra.label)
    headerRows.push(children.length ? { ...row, children } : row)
  }
  const footerRows: MenuRow[] = []
  if (footer) {
    for (const item of flatten(footer.items, footer.name, context)) {
      const row = await resolve(item)
      if (!row) continue
      if (footerRows.length >= MENU_LIMITS.footer) addNote(report, 'menuItemsDropped', footer.name, row.label)
      else footerRows.push(row)
    }
  }
  tally.created += headerRows.reduce((n, row) => n + 1 + (row.children?.length ?? 0), 0) + footerRows.length
  if (report.dryRun) return

  await inTransaction(payload, null, async (req) => {
    const data: Partial<Navigation> = { header: headerRows as Navigation['header'], ...(footer ? { footer: footerRows as Navigation['footer'] } : {}) }
    const saved = await payload.updateGlobal({ slug: 'navigation', locale: DEFAULT_CONTENT_LOCALE, data, ...sys, req })
    if (context.language !== DEFAULT_CONTENT_LOCALE) {
      // The same rows, their labels written in the blog's language too.
      await payload.updateGlobal({
        slug: 'navigation',
        locale: context.language,
        data: {
          header: withLabels(saved.header, headerRows) as Navigation['header'],
          ...(footer ? { footer: withLabels(saved.footer, footerRows) as Navigation['footer'] } : {}),
        },
        ...sys,
        req,
      })
    }
    await rememberImported(req, source, 'menu', 'navigation')
  })
}

/** An item without an address of its own (WordPress's `#`, a heading over its children) leads where its first descendant with one does. */
async function withTarget(resolve: (item: SourceMenuItem, quiet?: boolean) => Promise<MenuRow | null>, item: SourceMenuItem): Promise<MenuRow | null> {
  // Quietly: what it and its children lack is said once, where each is placed (or not).
  const own = await resolve(item, true)
  if (own) return own
  for (const child of item.children) {
    const row = await withTarget(resolve, child)
    if (row) return { ...row, label: item.label || row.label }
  }
  return null
}

/** Children and their own children, one level (the site's menus nest once): deeper ones follow their parent, noted. */
function flatten(items: SourceMenuItem[], menu: string, context: ArticleContext): SourceMenuItem[] {
  const out: SourceMenuItem[] = []
  for (const item of items) {
    out.push(item)
    if (item.children.length) {
      addNote(context.report, 'menuFlattened', menu, item.label || item.key)
      out.push(...flatten(item.children, menu, context))
    }
  }
  return out
}

/** A menu item as a row of the navigation, or null (named in the report) when what it leads to did not come over. */
async function resolveItem(context: ArticleContext, item: SourceMenuItem, pages: ImportedPages, quiet: boolean): Promise<MenuRow | null> {
  const { payload, site, report } = context
  const target = item.target
  const label = (title: string | null | undefined) => (item.label || title || '').slice(0, MENU_LIMITS.label).trim()
  const dropped = (detail: string) => {
    if (!quiet) addNote(report, 'menuItemsDropped', item.label || item.key, detail)
    return null
  }
  switch (target.kind) {
    case 'page': {
      const known = pages.get(target.key)
      // A placeholder of one of this product's own pages (bringPage): the item leads to that page.
      if (known?.standsFor !== undefined) return { label: label(known.standsFor), kind: 'address', url: known.path }
      const id = known?.id ?? (await importedTarget(payload, `${site}|page|${target.key}`))
      if (id === null || id === 0) return report.dryRun && id === 0 ? { label: label(item.key), kind: 'page' } : dropped(`page ${target.key}`)
      const page = await payload.findByID({ collection: 'pages', id, select: { title: true }, ...sys, disableErrors: true })
      return page ? { label: label(page.title), kind: 'page', page: id } : dropped(`page ${target.key}`)
    }
    case 'post': {
      const id = await importedTarget(payload, `${site}|post|${target.key}`)
      if (id === null) return report.dryRun ? { label: label(item.key), kind: 'article' } : dropped(`post ${target.key}`)
      const article = await payload.findByID({ collection: 'articles', id, select: { title: true }, ...sys, disableErrors: true })
      return article ? { label: label(article.title), kind: 'article', article: id } : dropped(`post ${target.key}`)
    }
    case 'category': {
      const id = context.categories.get(target.key)
      if (id === undefined) return dropped(`category ${target.key}`)
      const category = report.dryRun ? null : await payload.findByID({ collection: 'categories', id, select: { name: true }, ...sys, disableErrors: true })
      return { label: label(category?.name ?? target.key), kind: 'category', category: id }
    }
    default: {
      const url = target.url.trim()
      // A heading over its children: withTarget gives it theirs; one with no children leads nowhere.
      if (!url || url === '#') return item.children.length ? null : dropped(url || '#')
      const old = oldBlogPath(url, site)
      if (!label(null)) return dropped(url)
      // The old blog's own page: what it became here where known (its address now), else its path.
      const path = old !== url || old.startsWith('/') ? ((await context.resolveLink(old)) ?? legacyAddress(old)) : old
      return isSafeLink(path) && path.length <= MENU_LIMITS.url ? { label: label(null), kind: 'address', url: path } : dropped(url)
    }
  }
}

/** Saved rows (with their ids) labelled as `rows` are: one set of rows, a label per language. */
function withLabels(saved: unknown, rows: MenuTree[]): unknown {
  const list = Array.isArray(saved) ? (saved as { id?: string; children?: unknown }[]) : []
  return list.map((row, i) => ({
    ...row,
    label: rows[i]?.label,
    ...(Array.isArray(row.children) ? { children: withLabels(row.children, (rows[i]?.children ?? []) as MenuTree[]) } : {}),
  }))
}

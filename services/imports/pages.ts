import { DEFAULT_CONTENT_LOCALE } from '../../domain/contentLocales'
import { PLACEHOLDER_ROUTES } from '../../domain/imports'
import { PAGE_DEPTH_MAX, PAGE_OWN_ADDRESSES, PAGE_SLUG_MAX } from '../../domain/pages'
import { OWN_SEGMENTS } from '../../domain/ownAddresses'
import { slugify } from '../../lib/text/normalize'
import { keepFormerAddress } from '../redirects'
import { legacyAddress } from '../redirects/paths'
import { inTransaction } from '../transaction'
import type { ArticleContext } from './articles'
import { plainText } from './articles'
import { bodyToLexical } from './bodyToLexical'
import { importedTarget, rememberImported } from './ledger'
import { addComments, addNote } from './report'
import type { SourcePage } from './source'
import type { Page, PageRichTextBlock } from '../../payload-types'

const TITLE_MAX = 160
const sys = { overrideAccess: true, depth: 0 } as const

/** The pages made (or found) so far in this run: the export's key -> the page here and its address. */
export type ImportedPages = Map<string, { id: number | string; path: string; standsFor?: string }>

/**
 * One page of the old blog as a page here (issue #44, item 2), unless an earlier run brought it:
 * its title plain, its body one rich-text block, under its parent (made first: pages come parents
 * first), at its old slug where that address is free here, else the nearest free one (noted).
 * In one transaction: the page, its ledger row and its old addresses, each a 301 to it.
 */
export async function bringPage(context: ArticleContext, page: SourcePage, pages: ImportedPages): Promise<void> {
  const { payload, report } = context
  const tally = (report.pages ??= { created: 0, existing: 0 })
  const source = `${context.site}|page|${page.key}`
  const known = await importedTarget(payload, source)
  if (known !== null) {
    tally.existing++
    const row = await payload.findByID({ collection: 'pages', id: known, select: { path: true }, ...sys, disableErrors: true })
    if (row?.path) pages.set(page.key, { id: known, path: row.path })
    return
  }
  const plain = plainText(page.title)
  const title = (plain || context.untitled(page.key)).slice(0, TITLE_MAX).trimEnd()
  if (!plain) addNote(report, 'untitled', title)
  const body = await bodyToLexical(page.html, context.emptyBody, payload.config, context.bringImage, context.site, context.resolveLink)
  const empty = body.notes.some((note) => note.code === 'emptyBody')
  const route = page.parent === null ? placeholderRoute(page.slug, empty ? title : '') : null
  if (route !== null && (empty || route === '/blog')) {
    // A name for one of this product's own pages and nothing else (WordPress never shows the text
    // of its page of posts): that page is what it stood for, and its menu items lead there.
    addNote(report, 'placeholderPage', title, route)
    pages.set(page.key, { id: 0, path: route, standsFor: title })
    // Its old addresses (`/?page_id=703`, `/news/`) lead there too.
    if (!report.dryRun) await keepRouteAddresses(context, page.oldPaths, route)
    return
  }
  for (const note of page.notes) addNote(report, note.code, title, note.detail)
  for (const note of body.notes) addNote(report, note.code, title, note.detail)

  let parent = page.parent === null ? undefined : pages.get(page.parent)
  if (parent && parent.path.split('/').length > PAGE_DEPTH_MAX) parent = undefined // deeper than pages nest here: at the top
  const wanted =
    slugify(page.slug).slice(0, PAGE_SLUG_MAX).replace(/-+$/, '') ||
    slugify(title).slice(0, PAGE_SLUG_MAX).replace(/-+$/, '') ||
    `page-${slugify(page.key) || 'imported'}`
  const slug = await freeSlug(context, wanted, parent?.path ?? '')
  const path = `${parent?.path ?? ''}/${slug}`
  if (page.parent !== null && !parent) addNote(report, 'pageMoved', title, path)
  else if (slug !== wanted) addNote(report, 'pageMoved', title, `/${wanted} → ${path}`)
  addComments(report, title, page.comments)
  tally.created++
  if (report.dryRun) {
    pages.set(page.key, { id: 0, path })
    return
  }

  const richText = body.content as unknown as PageRichTextBlock['content']
  const id = await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection: 'pages',
      data: {
        title,
        slug,
        ...(parent ? { parent: parent.id as Page['id'] } : {}),
        _status: page.status,
        layout: [{ blockType: 'richText', content: richText }],
      },
      draft: page.status === 'draft',
      ...sys,
      req,
    })
    if (context.language !== DEFAULT_CONTENT_LOCALE) {
      // Its texts in the blog's language too (the same block, its id kept: one layout for every language).
      const block = (created.layout ?? [])[0]
      await payload.update({
        collection: 'pages',
        id: created.id,
        locale: context.language,
        data: { title, _status: page.status, layout: [{ id: block?.id, blockType: 'richText', content: richText }] },
        draft: page.status === 'draft',
        ...sys,
        req,
      })
    }
    await rememberImported(req, source, 'page', created.id)
    for (const old of page.oldPaths) {
      // The page answers at its old address itself: no redirect to keep.
      if (!old.startsWith('/?') && legacyAddress(old.split('?')[0]!) === legacyAddress(path)) continue
      const kept = await keepFormerAddress(req, old, 'page', created.id)
      if ('kept' in kept) report.redirects.created++
      else {
        report.redirects.existing++
        addNote(report, 'addressTaken', title, old)
      }
    }
    return created.id
  })
  if (body.laterLinks) context.laterLinks.push({ collection: 'pages', id, dates: {} })
  // A page of its own named like one of this product's (a "Contact" page with text): kept, and
  // its menu items lead to this product's page, which its old address already is.
  if (route !== null) addNote(report, 'placeholderPage', title, `${route} (${path})`)
  pages.set(page.key, route !== null ? { id, path: route, standsFor: title } : { id, path })
}

/** A placeholder's old addresses, each a 301 to the route it stood for (as an author's: kept where free, found kept on a second run). */
async function keepRouteAddresses(context: ArticleContext, oldPaths: string[], route: string): Promise<void> {
  const { payload, report } = context
  await inTransaction(payload, null, async (req) => {
    for (const old of oldPaths) {
      // The route's own address (`/blog/`) is refused as one of the product's own: it is itself.
      const kept = await keepFormerAddress(req, old, 'route', route)
      if ('kept' in kept) report.redirects.created++
      else if (kept.refused === 'taken') report.redirects.existing++
    }
  })
}

/** The route an empty page named like one of this product's own stands for (PLACEHOLDER_ROUTES), by its slug or its title; else null. */
function placeholderRoute(slug: string, title: string): string | null {
  return PLACEHOLDER_ROUTES.get(slugify(slug)) ?? PLACEHOLDER_ROUTES.get(slugify(title)) ?? null
}

/** `wanted`, or `wanted-2`, `-3`...: the first that is neither another page's address nor, at the top, one of this product's own. */
async function freeSlug(context: ArticleContext, wanted: string, parentPath: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const slug = `${wanted.slice(0, PAGE_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!parentPath && OWN_SEGMENTS.has(slug) && !PAGE_OWN_ADDRESSES.has(slug)) continue
    const { totalDocs } = await context.payload.count({ collection: 'pages', where: { path: { equals: `${parentPath}/${slug}` } }, overrideAccess: true })
    if (totalDocs === 0) return slug
  }
  return `${wanted.slice(0, PAGE_SLUG_MAX - 9)}-${Date.now().toString(36)}`
}

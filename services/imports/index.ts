import { open, stat } from 'node:fs/promises'
import { ValidationError, type Payload } from 'payload'
import { SYSTEM_ACTORS } from '../../domain/activity'
import { activityScope, withActivityScope } from '../activity/scope'
import { ImportError, IMPORT_MAX_BYTES, type ImportFormat, type ImportReport } from '../../domain/imports'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { negotiateLanguage } from '../../locales/languages'
import { translatorFor } from '../../locales/i18n'
import { bringAuthors } from './authors'
import { mendLaterLinks } from './laterLinks'
import { bringArticle, firstAuthor, type ArticleContext } from './articles'
import { readGhost } from './ghost'
import { imageBringer, placeholderCover } from './media'
import { addNote, emptyReport } from './report'
import { currentAddress } from '../redirects'
import { redirectKey } from '../redirects/paths'
import { bringMenus } from './menus'
import { bringPage, type ImportedPages } from './pages'
import { bringTerms } from './terms'
import { readWxr } from './wxr'

export type ImportOptions = {
  file: string
  /** A copy of the old blog's uploads folder (`wp-content/uploads`, Ghost's `content/images`). */
  mediaDir?: string
  /** Fetch images the folder does not hold from their addresses (default: yes). */
  download?: boolean
  /** Downloads from loopback addresses too (the test suite's image server); private and reserved addresses never. */
  allowLoopback?: boolean
  /** Read and report, write nothing. */
  dryRun?: boolean
  /** The language the blog is written in (default: the one the export names, else pt-BR): its articles and pages are stored as written in it (issue #44, item 4). */
  language?: ContentLocale
  /** The articles' author where a post names none the export describes (default: the first administrator). */
  fallbackAuthor?: number | string
  /** Awaited between posts, when no transaction of the import is open: a write here never waits on one. */
  onProgress?: (done: number, total: number) => void | Promise<void>
}

/**
 * Moves a WordPress (WXR) or Ghost (JSON) blog in (issue #33). The whole file is read once first:
 * a file that is not an export, is cut short or is not well-formed is refused before anything is
 * written. Then authors, categories and tags, then the posts one at a time, each article with its
 * ledger row and old addresses in one transaction: a second run, or one after a crash, skips
 * what is there and adds the rest. Nothing that existed before is changed.
 */
export async function importBlog(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  // Each document an import writes is an entry of the activity log, through the import's door (issue #60, item 5).
  if (!options.dryRun && !activityScope())
    return withActivityScope(
      { actor: { kind: 'system', name: SYSTEM_ACTORS.importer }, address: null, noted: [], each: { channel: 'import', action: 'verb' } },
      () => importBlog(payload, options),
    )
  // A check that can refuse the import, so before anything is read or written.
  if (options.language !== undefined && !CONTENT_LOCALES.includes(options.language)) throw new ImportError('language', String(options.language))
  const format = await detectFormat(options.file)
  const blog = format === 'wxr' ? await readWxr(options.file) : await readGhost(options.file)
  const site = blog.site.replace(/\/+$/, '')
  const dryRun = options.dryRun === true
  const report = emptyReport(format, site, dryRun)
  report.posts = blog.postCount
  report.skipped = blog.skipped
  // The language chosen, else the one the export names, else pt-BR (issue #64, item 4).
  // An export writes a tag as WordPress (`en-US`) or Ghost (`pt_BR`) does: matched like an Accept-Language.
  const language = options.language ?? negotiateLanguage(blog.language?.replace(/_/g, '-'), DEFAULT_CONTENT_LOCALE)
  report.language = language
  // The texts the importer writes itself (an untitled post's title, the default category) in the blog's language.
  const t = translatorFor(language)
  // The author to fall back on is a check that can refuse the import: asked before the first
  // write (a site with no user yet once got its terms and redirects, then a stack trace).
  const fallbackAuthor = options.fallbackAuthor ?? (dryRun ? ((await firstAuthor(payload).catch(() => null)) ?? 0) : await firstAuthor(payload))

  const authors = await bringAuthors(payload, site, blog.authors, report, language)
  const categories = await bringTerms(payload, 'categories', site, blog.categories, report)
  const tags = await bringTerms(payload, 'tags', site, blog.tags, report)
  const context: ArticleContext = {
    payload,
    site,
    report,
    authors,
    categories,
    tags,
    fallbackAuthor,
    language,
    placeholder: await placeholderCover(payload, t('admin.import.placeholderAlt'), dryRun),
    bringImage: imageBringer(
      payload,
      site,
      { mediaDir: options.mediaDir, download: options.download !== false, dryRun, allowLoopback: options.allowLoopback },
      report.images,
    ),
    resolveLink: async (href) => {
      const url = new URL(href, 'http://import.invalid')
      const key = redirectKey(url.pathname, Object.fromEntries(url.searchParams))
      const now = key ? await currentAddress(payload, key, '') : null
      return now ? `${now}${url.hash}` : null
    },
    untitled: (key) => t('admin.import.untitled', { id: key }),
    defaultCategory: t('admin.import.defaultCategory'),
    emptyBody: t('admin.import.emptyBody'),
    laterLinks: [],
  }
  const total = blog.pageCount + blog.postCount
  let done = 0
  const step = async (item: { title: string; key: string }, bring: () => Promise<void>) => {
    try {
      await bring()
    } catch (error) {
      // One item this product refuses (a field it cannot hold) is named and left; anything else stops the run.
      if (!(error instanceof ValidationError)) throw error
      addNote(report, 'postRefused', item.title || item.key, error.message.slice(0, 300))
    }
    await options.onProgress?.(++done, total)
    // Every statement of a post runs synchronously (SQLite in-process) and every await between
    // them is a resolved promise: without a turn of the event loop here, a back-office import
    // held the server for the whole file (240 posts: 4 s without answering a visitor).
    await new Promise((resolve) => setImmediate(resolve))
  }
  // Pages first, parents before children: a post's link to a page then finds it made.
  const pages: ImportedPages = new Map()
  for await (const page of blog.pages()) await step(page, () => bringPage(context, page, pages))
  for await (const post of blog.posts()) await step(post, () => bringArticle(context, post))
  await mendLaterLinks(context, context.laterLinks)
  // Last: a menu item leads to a page, post or category brought in above.
  await bringMenus(context, blog.menus, pages)
  return report
}

/** What wrote the file, by its first bytes: WordPress's export namespace, or Ghost's JSON with its `db`. */
export async function detectFormat(file: string): Promise<ImportFormat> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw new ImportError('notFound', file)
  if (info.size > IMPORT_MAX_BYTES) throw new ImportError('tooLarge', String(info.size))
  if (info.size === 0) throw new ImportError('empty')
  const handle = await open(file, 'r')
  const head = Buffer.alloc(Math.min(info.size, 64 * 1024))
  try {
    await handle.read(head, 0, head.length, 0)
  } finally {
    await handle.close()
  }
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (text.startsWith('<') && /<rss\b/.test(text) && /wordpress\.org\/export\/1\.[0-2]/.test(text)) return 'wxr'
  if (text.startsWith('{') && /"(db|data)"\s*:/.test(text) && /"(meta|exported_on|posts)"/.test(text)) return 'ghost'
  throw new ImportError('unknownFormat')
}

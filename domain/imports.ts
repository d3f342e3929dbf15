/**
 * Moving a blog in (issue #33): what an import reads, what its report says, and its limits.
 * Shared by the importer (services/imports), its command (scripts/import.ts), the gateway's
 * upload route and the back-office screen.
 */

import type { ContentLocale } from './contentLocales'

export const IMPORT_FORMATS = ['wxr', 'ghost'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** What an imported item became here (collections/ImportedItems.ts). */
export const IMPORTED_KINDS = ['article', 'category', 'tag', 'author', 'media', 'page', 'menu'] as const
export type ImportedKind = (typeof IMPORTED_KINDS)[number]

/** Larger files are refused before anything is read: 1 GiB holds well over 100,000 posts. */
export const IMPORT_MAX_BYTES = 1024 ** 3

/**
 * The most text one item of an export may hold (a post's body, a Ghost post's HTML or Lexical):
 * the read pass refuses a file with a larger one before anything is written, so no file can make
 * an import hold more than this of one post in memory (issue #42, item 10: one 200 MB post took
 * the server down, and again at every restart). A real post is a few hundred kilobytes.
 */
export const IMPORT_MAX_ITEM_CHARS = 16 * 1024 * 1024

/** What a report lists item by item, each with its own catalogue text (admin.import.notes.*). */
export const IMPORT_NOTE_CODES = [
  'privateAsDraft',
  'passwordAsDraft',
  'categoryFlattened',
  'titleCleaned',
  'titleRenamed',
  'untitled',
  'excerptShortened',
  'emptyBody',
  'gallerySimplified',
  'embedAsLink',
  'shortcodeRemoved',
  'scriptRemoved',
  'imageMissing',
  'coverMissing',
  'noCategory',
  'authorMatched',
  'addressTaken',
  /** An old address that is a live page here (an article's own address): never shadowed by a redirect. */
  'addressLive',
  'postRefused',
  /** A field the export left out or got wrong (an author's e-mail, a post's status or date): imported anyway, the field named (issue #44, item 4). */
  'fieldMissing',
  /** A scheduled page: pages here are drafts or published, so it waits as a draft. */
  'scheduledAsDraft',
  /** A page whose address here differs from its old one (taken, one of this product's own, or too deep): the old one leads to it. */
  'pageMoved',
  /** A definition list (dl): the editor has none, so each term became a list item in bold with its definitions. */
  'definitionListAsList',
  /** A card of a Ghost Lexical body the editor has no like of (a callout, a toggle, a button...): its nearest form, named. */
  'cardSimplified',
  /** An empty page named like one of this product's own (an old "Blog" or "Contact" page): not copied; it and its menu items lead to the route here. */
  'placeholderPage',
  /** A video or audio file of the old blog that nothing here holds (Ghost's `__GHOST_URL__/content/media/...`): its name kept in the text. */
  'mediaNotBrought',
  /** A body nested too deep for the editor, or one its converter refused: kept as its text, in paragraphs (issue #64, item 2). */
  'bodyAsText',
  /** The site's menus were changed by staff since the first start: the old blog's were not put in their place. */
  'menusKept',
  /** A menu, or a menu item, that did not come over: another menu than the header's and footer's, past a menu's limit, or leading to nothing imported. */
  'menuItemsDropped',
  /** Menu items nested deeper than the site's menus (one level in the header, none in the footer): placed after their parent. */
  'menuFlattened',
] as const
export type ImportNoteCode = (typeof IMPORT_NOTE_CODES)[number]

/**
 * An old blog's page named like one of this product's own pages, in any of its languages: an
 * empty one stood for it (WordPress's "Blog" page of posts, a "Contact" page whose form was a
 * plugin's), so it and the menu items leading to it lead to the route here (issue #64, item 5).
 * Keyed by the name's slug.
 */
export const PLACEHOLDER_ROUTES: ReadonlyMap<string, string> = new Map([
  ...['blog', 'news', 'articles', 'posts', 'noticias', 'artigos', 'articulos', 'actualites', 'nouvel', 'nouvelles'].map((name) => [name, '/blog'] as const),
  ...['contact', 'contact-us', 'contato', 'fale-conosco', 'contacto', 'contactenos', 'contactez-nous', 'kontak'].map((name) => [name, '/contact'] as const),
  ...['faq', 'faqs', 'perguntas-frequentes', 'preguntas-frecuentes', 'questions-frequentes', 'kesyon-yo-poze-souvan'].map((name) => [name, '/faq'] as const),
  ...['home', 'inicio', 'pagina-inicial', 'accueil', 'lakay'].map((name) => [name, '/'] as const),
])

/** The tallies a report shows, in this order (the command's lines and the back-office's table). */
export const IMPORT_REPORT_KINDS = ['articles', 'pages', 'menuItems', 'categories', 'tags', 'authors', 'images', 'redirects'] as const

/** The kinds of items an export holds that are not imported: counted in the report. */
export const IMPORT_SKIPPED_KINDS = ['pages', 'attachments', 'menuItems', 'comments', 'other'] as const
export type ImportSkippedKind = (typeof IMPORT_SKIPPED_KINDS)[number]

/** A report keeps this many examples of each note; the count is always whole. */
export const IMPORT_NOTE_EXAMPLES = 500

export type ImportTally = { created: number; existing: number }

export type ImportReport = {
  format: ImportFormat
  /** The old site's address, as the export names it. */
  site: string
  dryRun: boolean
  /** Posts in the export (articles to be), whatever became of them. */
  posts: number
  /** The language the texts were stored as written in: the one chosen, else the export's, else pt-BR (absent from reports of runs before issue #64). */
  language?: ContentLocale
  articles: ImportTally
  /** Absent from reports written before pages were imported (issue #44). */
  pages?: ImportTally
  /** Items placed in the header and footer menus (absent from reports of runs before menus were imported). */
  menuItems?: ImportTally
  categories: ImportTally
  tags: ImportTally
  authors: ImportTally
  images: ImportTally & { missing: number }
  redirects: ImportTally
  statuses: { published: number; scheduled: number; draft: number }
  skipped: Record<ImportSkippedKind, number>
  /** The posts with readers' comments and how many each had, the most first (this product has no comments yet: they are counted, not imported). */
  comments?: { item: string; count: number }[]
  notes: Partial<Record<ImportNoteCode, { count: number; examples: { item: string; detail?: string }[] }>>
  /** A few old addresses and where they lead now, for the person who moved the blog. */
  redirectExamples: { from: string; to: string }[]
}

/** Why an import refused a file; each has its catalogue text (admin.import.errors.*). Nothing was written. */
export const IMPORT_ERROR_CODES = ['notFound', 'tooLarge', 'itemTooLarge', 'unknownFormat', 'truncated', 'malformed', 'empty', 'noAuthor', 'language'] as const
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number]

/** Where a back-office import stands (collections/ImportRuns.ts). */
export const IMPORT_RUN_STATUSES = ['running', 'done', 'failed'] as const
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number]

export class ImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code)
    this.name = 'ImportError'
  }
}

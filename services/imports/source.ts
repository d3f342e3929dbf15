import type { ImportFormat, ImportNoteCode, ImportSkippedKind } from '../../domain/imports'

/**
 * A blog as an export describes it, whatever wrote the export (wxr.ts, ghost.ts): what the
 * importer turns into authors, categories, tags and articles. The terms and authors are read
 * first and kept (they are few); the posts are read one at a time, as a stream.
 */
export type SourceAuthor = {
  /** The export's own key: a WordPress login, a Ghost user id. */
  key: string
  email: string | null
  name: string
  lastName: string
  bio: string | null
  /** Where the old blog listed the author's posts. */
  oldPaths: string[]
}

export type SourceTerm = {
  /** The old slug: what matches an existing category or tag here. */
  key: string
  name: string
  description: string | null
  /** The names of its parents, outermost first (WordPress nests categories; here they are flat). */
  parents: string[]
  oldPaths: string[]
}

export type SourceNote = { code: ImportNoteCode; detail?: string }

export type SourceImage = { url: string; alt: string | null }

export type SourcePost = {
  /** Its id in the old blog: a WordPress post id, a Ghost post's uuid. */
  key: string
  title: string
  slug: string
  excerpt: string
  /** The body as plain HTML: shortcodes, galleries and embeds already turned into HTML (see notes). */
  html: string
  status: 'published' | 'scheduled' | 'draft'
  publishedAt: Date | null
  createdAt: Date | null
  updatedAt: Date | null
  author: string | null
  categories: string[]
  tags: string[]
  cover: SourceImage | null
  oldPaths: string[]
  notes: SourceNote[]
  /** Readers' comments on it in the export: counted in the report (this product has none yet). */
  comments: number
}

/**
 * A page of the old blog (WordPress's pages, Ghost's `type: page` posts): a page here, its body
 * one rich-text block, under its parent (issue #44, item 2).
 */
export type SourcePage = {
  key: string
  title: string
  slug: string
  html: string
  /** Pages here are drafts or published: a scheduled page comes in as a draft, noted. */
  status: 'published' | 'draft'
  /** The export's key of the page it sits under, or null at the top. */
  parent: string | null
  oldPaths: string[]
  notes: SourceNote[]
  comments: number
}

/** What a menu item of the old blog leads to: one of its pages, posts or categories (by the export's key), or an address. */
export type SourceMenuTarget = { kind: 'page' | 'post' | 'category'; key: string } | { kind: 'address'; url: string }

export type SourceMenuItem = { key: string; label: string; target: SourceMenuTarget; children: SourceMenuItem[] }

/** One of the old blog's menus (WordPress's nav menus), its items in order, nested. */
export type SourceMenu = { key: string; name: string; items: SourceMenuItem[] }

export type SourceBlog = {
  format: ImportFormat
  site: string
  /** The language the export says the blog is written in, as it writes it (`en-US`, `pt_BR`), or null. */
  language: string | null
  authors: Map<string, SourceAuthor>
  categories: Map<string, SourceTerm>
  tags: Map<string, SourceTerm>
  /** How many posts `posts()` will yield. */
  postCount: number
  skipped: Record<ImportSkippedKind, number>
  /** Reads the file again, yielding one post at a time. */
  posts: () => AsyncGenerator<SourcePost>
  /** How many pages `pages()` will yield. */
  pageCount: number
  /** Reads the file again, yielding one page at a time, every parent before its children. */
  pages: () => AsyncGenerator<SourcePage>
  /** The menus (a few hundred items at most: kept from the read pass). */
  menus: SourceMenu[]
}

/** A date as exports write them ("2013-01-11 03:18:04" in UTC, ISO 8601), or null for WordPress's "never". */
export function exportDate(value: string | null | undefined): Date | null {
  if (!value || value.startsWith('0000-00-00')) return null
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The path of an address, for the redirect table, or null when it is not an address. */
export function pathOf(address: string, base?: string): string | null {
  try {
    const url = new URL(address, base ?? 'http://import.invalid')
    return url.pathname + url.search
  } catch {
    return null
  }
}

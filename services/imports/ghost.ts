import { createReadStream } from 'node:fs'
import { Transform, type Duplex, type Readable } from 'node:stream'
import { parser } from 'stream-json'
import { pick } from 'stream-json/filters/pick.js'
import { streamArray } from 'stream-json/streamers/stream-array.js'
import { streamValues } from 'stream-json/streamers/stream-values.js'
import { ImportError, IMPORT_MAX_ITEM_CHARS } from '../../domain/imports'
import { detached } from './detached'
import { ghostLexicalToHtml } from './ghostLexical'
import { termSlug } from '../../lib/text/termSlug'
import { exportDate, type SourceAuthor, type SourceNote, type SourceBlog, type SourceMenu, type SourcePage, type SourcePost, type SourceTerm } from './source'

type GhostTag = { id: string; name?: string; slug?: string; description?: string | null; visibility?: string }
type GhostUser = { id: string; name?: string; slug?: string; email?: string; bio?: string | null }
type GhostMeta = { post_id: string; feature_image_alt?: string | null }
type GhostPost = {
  id: string
  uuid?: string
  title?: string
  slug?: string
  html?: string | null
  /** Ghost 5's editor state: the only body of a post whose export has no `html`. */
  lexical?: string | null
  plaintext?: string | null
  custom_excerpt?: string | null
  feature_image?: string | null
  type?: string
  status?: string
  visibility?: string
  created_at?: string
  updated_at?: string
  published_at?: string | null
  author_id?: string
}

/** Ghost's data sits in `db[0].data` (5.x) or `data` (older exports). */
const DATA = String.raw`^(?:db\.0\.)?data\.`
const TABLES = new RegExp(`${DATA}(tags|users|posts_tags|posts_authors|posts_meta|settings)$`)
const POST_FIELDS = new RegExp(`${DATA}posts\\.\\d+\\.type$`)
const POSTS = new RegExp(`${DATA}posts$`)
/** Fields only a user row has: a user without its e-mail is still a user, never a tag (issue #44, item 4). */
const USER_FIELDS = ['email', 'password', 'last_seen', 'profile_image', 'accessibility', 'locale']

/**
 * A Ghost export (JSON, as Ghost documents it and writes it), read twice as a stream: first the
 * tags, users and the tables that link them to posts (each post's type counted), then the posts
 * one at a time. Ghost has tags only: a post's primary (first) public tag is its category here,
 * and every public tag is a tag. Internal tags (`#...`) are Ghost's own and are left out.
 */
export async function readGhost(file: string): Promise<SourceBlog> {
  const tags = new Map<string, GhostTag>()
  const users = new Map<string, GhostUser>()
  const postTags = new Map<string, { tag: string; order: number }[]>()
  const postAuthors = new Map<string, { author: string; order: number }[]>()
  const coverAlts = new Map<string, string>()
  // Ghost's two menus (Settings > Navigation): JSON lists of labels and addresses.
  const navigation = new Map<string, string>()
  let postCount = 0
  let pages = 0
  let sawData = false
  // Settings > General > Publication language.
  let locale: string | null = null

  for await (const { value } of parse(file, [
    pick.asStream({ filter: (stack: (string | number | null)[]) => TABLES.test(stack.join('.')) || POST_FIELDS.test(stack.join('.')) }),
    streamValues.asStream(),
  ])) {
    sawData = true
    if (typeof value === 'string') {
      if (value === 'post') postCount++
      else if (value === 'page') pages++
      continue
    }
    if (!Array.isArray(value)) continue
    for (const row of value as Record<string, unknown>[]) {
      if (!row || typeof row !== 'object') continue
      if ('tag_id' in row && 'post_id' in row) push(postTags, String(row.post_id), { tag: String(row.tag_id), order: Number(row.sort_order ?? 0) })
      else if ('author_id' in row && 'post_id' in row)
        push(postAuthors, String(row.post_id), { author: String(row.author_id), order: Number(row.sort_order ?? 0) })
      else if ('key' in row && 'value' in row && !('post_id' in row)) {
        if ((row.key === 'navigation' || row.key === 'secondary_navigation') && typeof row.value === 'string') navigation.set(row.key, row.value)
        else if ((row.key === 'locale' || row.key === 'default_locale') && typeof row.value === 'string') locale = row.value
      } else if ('post_id' in row) {
        const meta = row as GhostMeta
        if (meta.feature_image_alt) coverAlts.set(String(meta.post_id), meta.feature_image_alt)
      } else if (USER_FIELDS.some((field) => field in row)) users.set(String(row.id), row as GhostUser)
      else if ('name' in row && ('slug' in row || 'visibility' in row)) {
        // A tag the export left without a slug is named by its name's, not dropped (issue #64).
        const tag = row as GhostTag
        tags.set(String(row.id), tag.slug ? tag : { ...tag, slug: termSlug('tags', String(tag.name ?? '')) })
      }
    }
  }
  if (!sawData) throw new ImportError('unknownFormat', 'no db[0].data')

  const publicTag = (id: string) => {
    const tag = tags.get(id)
    return tag?.slug && tag.visibility !== 'internal' && !tag.name?.startsWith('#') ? tag : null
  }
  const tagTerms = new Map<string, SourceTerm>()
  const categoryTerms = new Map<string, SourceTerm>()
  const term = (tag: GhostTag): SourceTerm => ({
    key: tag.slug!,
    name: tag.name || tag.slug!,
    description: tag.description ?? null,
    parents: [],
    oldPaths: [`/tag/${tag.slug}`],
  })
  for (const tag of tags.values()) if (publicTag(tag.id)) tagTerms.set(tag.slug!, term(tag))
  for (const links of postTags.values()) {
    const primary = links
      .sort((a, b) => a.order - b.order)
      .map((l) => publicTag(l.tag))
      .find(Boolean)
    if (primary) categoryTerms.set(primary.slug!, { ...term(primary), oldPaths: [] })
  }
  const authors = new Map<string, SourceAuthor>()
  for (const user of users.values()) {
    const [name, ...rest] = (user.name || user.slug || 'Autor').split(/\s+/)
    authors.set(user.id, {
      key: user.id,
      email: user.email ?? null,
      name: name!,
      lastName: rest.join(' '),
      bio: user.bio ?? null,
      oldPaths: user.slug ? [`/author/${user.slug}`] : [],
    })
  }

  const linksOf = { postTags, postAuthors, coverAlts, publicTag }
  return {
    format: 'ghost',
    site: 'ghost',
    language: locale,
    authors,
    categories: categoryTerms,
    tags: tagTerms,
    postCount,
    skipped: { pages: 0, attachments: 0, menuItems: 0, comments: 0, other: 0 },
    posts: async function* () {
      for await (const { value } of parse(file, [pick.asStream({ filter: POSTS }), streamArray.asStream()])) {
        const post = value as GhostPost
        if ((post.type ?? 'post') === 'post') yield sourcePost(post, linksOf)
      }
    },
    menus: ghostMenus(navigation),
    pageCount: pages,
    pages: async function* () {
      for await (const { value } of parse(file, [pick.asStream({ filter: POSTS }), streamArray.asStream()])) {
        const post = value as GhostPost
        if (post.type === 'page') yield sourcePage(post)
      }
    },
  }
}

function sourcePost(
  post: GhostPost,
  links: {
    postTags: Map<string, { tag: string; order: number }[]>
    postAuthors: Map<string, { author: string; order: number }[]>
    coverAlts: Map<string, string>
    publicTag: (id: string) => GhostTag | null
  },
): SourcePost {
  const notes: SourcePost['notes'] = []
  if (!post.status) notes.push({ code: 'fieldMissing', detail: 'status: draft' })
  let status: SourcePost['status'] = post.status === 'published' ? 'published' : post.status === 'scheduled' ? 'scheduled' : 'draft'
  if (status !== 'draft' && post.visibility && post.visibility !== 'public') {
    // Members-only writing would be public here: kept back for a person to decide.
    status = 'draft'
    notes.push({ code: 'privateAsDraft', detail: post.visibility })
  } else if (post.status === 'sent') notes.push({ code: 'privateAsDraft', detail: 'sent' })
  const tags = (links.postTags.get(post.id) ?? []).map((l) => links.publicTag(l.tag)).filter((t): t is GhostTag => Boolean(t))
  const author = (links.postAuthors.get(post.id) ?? []).sort((a, b) => a.order - b.order)[0]?.author ?? post.author_id ?? null
  let published = exportDate(post.published_at)
  if (status !== 'draft' && !published) {
    // Live without a date: its last known one, said, rather than the day of the import.
    published = exportDate(post.updated_at) ?? exportDate(post.created_at)
    notes.push({ code: 'fieldMissing', detail: `published_at: ${published?.toISOString() ?? '-'}` })
  }
  // Named in the report, never silently (issue #64): a post the export gives no id, or a live one no slug.
  const key = post.uuid || post.id
  if (!key) notes.push({ code: 'fieldMissing', detail: 'id' })
  if (!post.slug && status !== 'draft') notes.push({ code: 'fieldMissing', detail: 'slug' })
  return {
    // Without an id, the post is known by its title and creation date: a second run still finds it.
    key: key || `no-id:${post.title ?? ''}:${post.created_at ?? ''}`,
    title: post.title ?? '',
    slug: post.slug ?? '',
    excerpt: post.custom_excerpt ?? '',
    html: ghostHtml(post, notes),
    status,
    publishedAt: status === 'draft' ? null : published,
    createdAt: exportDate(post.created_at) ?? published,
    updatedAt: exportDate(post.updated_at),
    author,
    categories: tags.slice(0, 1).map((t) => t.slug!),
    tags: tags.map((t) => t.slug!),
    cover: post.feature_image ? { url: post.feature_image, alt: links.coverAlts.get(post.id) ?? null } : null,
    oldPaths: post.slug ? [`/${post.slug}`] : [],
    notes,
    comments: 0,
  }
}

/** A Ghost page: at the top (Ghost's pages have no parents), at its old `/slug/`. */
function sourcePage(post: GhostPost): SourcePage {
  const notes: SourcePage['notes'] = []
  if (!post.status) notes.push({ code: 'fieldMissing', detail: 'status: draft' })
  let status: SourcePage['status'] = post.status === 'published' ? 'published' : 'draft'
  if (post.status === 'scheduled') notes.push({ code: 'scheduledAsDraft' })
  if (status === 'published' && post.visibility && post.visibility !== 'public') {
    status = 'draft'
    notes.push({ code: 'privateAsDraft', detail: post.visibility })
  }
  return {
    key: post.uuid || post.id,
    title: post.title ?? '',
    slug: post.slug ?? '',
    html: ghostHtml(post, notes),
    status,
    parent: null,
    comments: 0,
    oldPaths: post.slug ? [`/${post.slug}`] : [],
    notes,
  }
}

/** A post's body as HTML: its `html`, else its Lexical state converted (notes added), else its plain text as paragraphs. */
function ghostHtml(post: GhostPost, notes: SourceNote[]): string {
  if (post.html) return post.html
  if (post.lexical) {
    const converted = ghostLexicalToHtml(post.lexical)
    notes.push(...converted.notes)
    if (converted.html.trim()) return converted.html
  }
  return post.plaintext ? `<p>${post.plaintext.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` : ''
}

/** Ghost's primary and secondary navigation as menus (the first the header's, the second the footer's, by their names). */
function ghostMenus(navigation: Map<string, string>): SourceMenu[] {
  const menus: SourceMenu[] = []
  for (const [key, name] of [
    ['navigation', 'Primary navigation'],
    ['secondary_navigation', 'Secondary navigation'],
  ] as const) {
    let items: unknown
    try {
      items = JSON.parse(navigation.get(key) ?? '[]')
    } catch {
      items = []
    }
    const list = Array.isArray(items) ? (items as { label?: unknown; url?: unknown }[]) : []
    menus.push({
      key,
      name,
      items: list.map((item, i) => ({
        key: `${key}-${i + 1}`,
        label: typeof item.label === 'string' ? item.label : '',
        target: { kind: 'address', url: typeof item.url === 'string' ? item.url : '' },
        children: [],
      })),
    })
  }
  return menus.filter((menu) => menu.items.length)
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Refuses a string value longer than IMPORT_MAX_ITEM_CHARS (a post's HTML or Lexical) while it
 * is still coming in pieces, before stream-json assembles it: no file makes the import hold more
 * than that of one value (issue #42, item 10). Each whole value is a copy of its own (detached.ts).
 */
function boundedStrings(): Transform {
  let chars = 0
  return new Transform({
    objectMode: true,
    transform(token: { name: string; value?: unknown }, _encoding, done) {
      if (token.name === 'startString' || token.name === 'startKey') chars = 0
      else if (token.name === 'stringChunk' || token.name === 'keyChunk') {
        chars += String(token.value ?? '').length
        if (chars > IMPORT_MAX_ITEM_CHARS) return done(new ImportError('itemTooLarge', `a text of over ${IMPORT_MAX_ITEM_CHARS} characters`))
      } else if ((token.name === 'stringValue' || token.name === 'keyValue') && typeof token.value === 'string') token.value = detached(token.value)
      done(null, token)
    },
  })
}

/** The file through stream-json's parser and the given stages, as one stream whose errors say what was wrong with the file. */
async function* parse(file: string, stages: Duplex[]): AsyncGenerator<{ value: unknown }> {
  const source = createReadStream(file)
  // A parse error after the whole file was read is a file cut short; before, a damaged one.
  let ended = false
  source.on('end', () => (ended = true))
  const streams: (Readable | Duplex)[] = [source, parser.asStream(), boundedStrings(), ...stages]
  const last = streams.at(-1) as Readable
  for (let i = 0; i < streams.length - 1; i++) {
    streams[i]!.on('error', (error: Error) => last.destroy(error))
    streams[i]!.pipe(streams[i + 1] as Duplex)
  }
  try {
    for await (const item of last) yield item as { value: unknown }
  } catch (error) {
    if (error instanceof ImportError) throw error
    const message = error instanceof Error ? error.message : String(error)
    throw new ImportError(ended ? 'truncated' : 'malformed', message)
  } finally {
    source.destroy()
  }
}

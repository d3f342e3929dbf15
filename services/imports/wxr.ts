import { decodeHTML } from 'entities'
import { ImportError } from '../../domain/imports'
import { wordpressBody } from './wordpressBody'
import { exportDate, pathOf, type SourceAuthor, type SourceBlog, type SourcePost, type SourceTerm } from './source'
import { childText, childrenNamed, secondLevelChildren, type XmlElement } from './xmlElements'

/** An image WordPress keeps as an attachment post: a cover or a gallery's picture. */
export type WxrAttachment = { url: string; alt: string | null; parent: string }

const STATUS: Record<string, SourcePost['status']> = { publish: 'published', future: 'scheduled' }

/**
 * A WordPress export (WXR 1.1 or 1.2), read twice as a stream: first the authors, terms and
 * attachments (with the posts counted), then the posts one at a time. Pages, menus and other
 * post types are counted as skipped: this product's articles are posts.
 */
export async function readWxr(file: string): Promise<SourceBlog> {
  const authors = new Map<string, SourceAuthor>()
  const categories = new Map<string, SourceTerm>()
  const parentOf = new Map<string, string>()
  const tags = new Map<string, SourceTerm>()
  const attachments = new Map<string, WxrAttachment>()
  // Posts' dc:creator logins, for authors the channel never declared (issue #44, item 2).
  const creators = new Set<string>()
  const skipped = { pages: 0, attachments: 0, menuItems: 0, comments: 0, other: 0 }
  let site = ''
  let version = ''
  let postCount = 0

  for await (const element of secondLevelChildren(file, 'rss')) {
    switch (element.name) {
      case 'wp:wxr_version':
        version = element.text.trim()
        break
      case 'wp:base_blog_url':
        site = element.text.trim() || site
        break
      case 'wp:base_site_url':
        site ||= element.text.trim()
        break
      case 'wp:author':
        addAuthor(authors, element)
        break
      case 'wp:category': {
        const key = childText(element, 'wp:category_nicename')
        if (!key) break
        const parent = childText(element, 'wp:category_parent')
        if (parent) parentOf.set(key, parent)
        categories.set(key, term(key, childText(element, 'wp:cat_name'), childText(element, 'wp:category_description')))
        break
      }
      case 'wp:tag': {
        const key = childText(element, 'wp:tag_slug')
        if (key) tags.set(key, term(key, childText(element, 'wp:tag_name'), childText(element, 'wp:tag_description')))
        break
      }
      case 'item': {
        const type = childText(element, 'wp:post_type')
        skipped.comments += childrenNamed(element, 'wp:comment').length
        if (type === 'post') {
          postCount++
          const creator = creatorLogin(childText(element, 'dc:creator'))
          if (creator) creators.add(creator)
          for (const c of childrenNamed(element, 'category')) addItemTerm(c, categories, tags)
        } else if (type === 'attachment') {
          skipped.attachments++
          const url = childText(element, 'wp:attachment_url') || childText(element, 'guid')
          const alt = metaValue(element, '_wp_attachment_image_alt')
          if (url) attachments.set(childText(element, 'wp:post_id'), { url, alt: alt || null, parent: childText(element, 'wp:post_parent') })
        } else if (type === 'page') skipped.pages++
        else if (type === 'nav_menu_item') skipped.menuItems++
        else skipped.other++
        break
      }
    }
  }
  if (!version) throw new ImportError('unknownFormat', 'no wp:wxr_version')
  for (const login of creators) if (!authors.has(login)) authors.set(login, creatorOnly(login))
  if (!site) throw new ImportError('malformed', 'no wp:base_site_url')
  for (const [key, category] of categories) {
    const slugs = ancestorSlugs(key, parentOf)
    category.parents = slugs.map((slug) => categories.get(slug)?.name ?? slug)
    category.oldPaths = uniq([`/category/${key}`, `/category/${[...slugs, key].join('/')}`])
  }
  for (const [key, tag] of tags) tag.oldPaths = [`/tag/${key}`]

  return {
    format: 'wxr',
    site,
    authors,
    categories,
    tags,
    postCount,
    skipped,
    posts: () => readPosts(file, site, attachments),
  }
}

async function* readPosts(file: string, site: string, attachments: Map<string, WxrAttachment>): AsyncGenerator<SourcePost> {
  for await (const element of secondLevelChildren(file, 'rss')) {
    if (element.name !== 'item' || childText(element, 'wp:post_type') !== 'post') continue
    yield post(element, site, attachments)
  }
}

function post(item: XmlElement, site: string, attachments: Map<string, WxrAttachment>): SourcePost {
  const id = childText(item, 'wp:post_id')
  const wpStatus = childText(item, 'wp:status')
  const notes: SourcePost['notes'] = []
  let status = STATUS[wpStatus] ?? 'draft'
  if (childText(item, 'wp:post_password')) {
    status = 'draft'
    notes.push({ code: 'passwordAsDraft' })
  } else if (wpStatus === 'private') notes.push({ code: 'privateAsDraft' })
  const body = wordpressBody(childText(item, 'content:encoded'), id, attachments)
  notes.push(...body.notes)
  const thumbnail = metaValue(item, '_thumbnail_id')
  const cover = thumbnail ? attachments.get(thumbnail) : undefined
  const link = childText(item, 'link')
  const oldPaths = [`/?p=${id}`]
  const linkPath = link ? pathOf(link, site) : null
  if (linkPath && !linkPath.startsWith('/?')) oldPaths.unshift(linkPath)
  const terms = childrenNamed(item, 'category')
  const published = exportDate(childText(item, 'wp:post_date_gmt')) ?? exportDate(childText(item, 'wp:post_date'))
  return {
    key: id,
    title: childText(item, 'title'),
    slug: decodeSlug(childText(item, 'wp:post_name')),
    excerpt: childText(item, 'excerpt:encoded'),
    html: body.html,
    status,
    publishedAt: status === 'draft' ? null : published,
    createdAt: published,
    updatedAt: exportDate(childText(item, 'wp:post_modified_gmt')) ?? exportDate(childText(item, 'wp:post_modified')),
    author: creatorLogin(childText(item, 'dc:creator')) || null,
    categories: terms.filter((c) => c.attrs.domain === 'category').map((c) => c.attrs.nicename ?? ''),
    tags: terms.filter((c) => c.attrs.domain === 'post_tag').map((c) => c.attrs.nicename ?? ''),
    cover: cover ? { url: cover.url, alt: cover.alt } : null,
    oldPaths,
    notes,
  }
}

function addAuthor(authors: Map<string, SourceAuthor>, element: XmlElement) {
  const login = childText(element, 'wp:author_login')
  if (!login) return
  const display = childText(element, 'wp:author_display_name') || login
  const first = childText(element, 'wp:author_first_name')
  const last = childText(element, 'wp:author_last_name')
  const [head, ...rest] = display.split(/\s+/)
  authors.set(login, {
    key: login,
    email: childText(element, 'wp:author_email') || null,
    name: first || head || login,
    lastName: last || (first ? rest.join(' ') || login : rest.join(' ')) || login,
    bio: null,
    oldPaths: [`/author/${login}`, `/?author=${childText(element, 'wp:author_id')}`].filter((p) => !p.endsWith('=')),
  })
}

/**
 * A post's dc:creator as the login it names: only the characters WordPress allows in a login
 * (exports carry stray ones: the theme test data has `>themereviewteam` and `themereviewteam>`).
 */
const creatorLogin = (text: string) => text.replace(/[^\p{L}\p{N} _.@-]/gu, '').trim()

/**
 * An author a post names only by its login (dc:creator): older exports and some plugins leave out
 * the wp:author block. The login is all there is: it names the author, and its old address leads
 * to them like a declared author's.
 */
function creatorOnly(login: string): SourceAuthor {
  const [head, ...rest] = login.split(/\s+/)
  return { key: login, email: null, name: head || login, lastName: rest.join(' ') || login, bio: null, oldPaths: [`/author/${login}`] }
}

/** A post's category or tag that the channel did not declare (WordPress exports only the terms in use, but older ones missed some). */
function addItemTerm(element: XmlElement, categories: Map<string, SourceTerm>, tags: Map<string, SourceTerm>) {
  const key = element.attrs.nicename
  if (!key) return
  const into = element.attrs.domain === 'category' ? categories : element.attrs.domain === 'post_tag' ? tags : null
  if (into && !into.has(key)) into.set(key, term(key, element.text.trim(), ''))
}

const term = (key: string, name: string, description: string): SourceTerm => ({
  key,
  name: decodeEntities(name) || key,
  description: description || null,
  parents: [],
  oldPaths: [],
})

function ancestorSlugs(key: string, parentOf: Map<string, string>): string[] {
  const chain: string[] = []
  for (let at = parentOf.get(key); at && !chain.includes(at) && chain.length < 20; at = parentOf.get(at)) chain.unshift(at)
  return chain
}

function metaValue(item: XmlElement, key: string): string {
  for (const meta of childrenNamed(item, 'wp:postmeta')) if (childText(meta, 'wp:meta_key') === key) return childText(meta, 'wp:meta_value')
  return ''
}

/** WordPress writes a non-ASCII slug percent-encoded. */
function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

/** Term names are exported with HTML entities (`&amp;`). */
const decodeEntities = (text: string) => decodeHTML(text)

const uniq = (values: string[]) => [...new Set(values)]

import { decodeHTML } from 'entities'
import { ImportError } from '../../domain/imports'
import { wordpressBody } from './wordpressBody'
import {
  exportDate,
  pathOf,
  type SourceAuthor,
  type SourceBlog,
  type SourceMenu,
  type SourceMenuItem,
  type SourceMenuTarget,
  type SourcePage,
  type SourcePost,
  type SourceTerm,
} from './source'
import { childText, childrenNamed, secondLevelChildren, type XmlElement } from './xmlElements'

/** An image WordPress keeps as an attachment post: a cover or a gallery's picture. */
export type WxrAttachment = { url: string; alt: string | null; parent: string }

const STATUS: Record<string, SourcePost['status']> = { publish: 'published', future: 'scheduled' }

/** A page's place in the tree, kept from the read pass: its parent and slug (a few bytes a page). */
type WxrPageSpot = { parent: string; slug: string }

/**
 * A WordPress export (WXR 1.1 or 1.2), read as a stream: first the authors, terms, attachments
 * and pages' places (with the posts counted), then the pages level by level (parents first),
 * then the posts one at a time. Menus and other post types are counted as skipped.
 */
export async function readWxr(file: string): Promise<SourceBlog> {
  const authors = new Map<string, SourceAuthor>()
  const categories = new Map<string, SourceTerm>()
  const parentOf = new Map<string, string>()
  const tags = new Map<string, SourceTerm>()
  const attachments = new Map<string, WxrAttachment>()
  // Posts' dc:creator logins, for authors the channel never declared (issue #44, item 2).
  const creators = new Set<string>()
  const pageSpots = new Map<string, WxrPageSpot>()
  const menuItems: WxrMenuItem[] = []
  const termSlugs = new Map<string, string>()
  const skipped = { pages: 0, attachments: 0, menuItems: 0, comments: 0, other: 0 }
  let site = ''
  let language: string | null = null
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
      case 'language':
        language = element.text.trim() || null
        break
      case 'wp:author':
        addAuthor(authors, element)
        break
      case 'wp:category': {
        const key = childText(element, 'wp:category_nicename')
        if (!key) break
        const parent = childText(element, 'wp:category_parent')
        if (parent) parentOf.set(key, parent)
        termSlugs.set(childText(element, 'wp:term_id'), key)
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
        } else if (type === 'page')
          pageSpots.set(childText(element, 'wp:post_id'), {
            parent: childText(element, 'wp:post_parent'),
            slug: decodeSlug(childText(element, 'wp:post_name')),
          })
        else if (type === 'nav_menu_item') menuItems.push(menuItem(element))
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
    language,
    authors,
    categories,
    tags,
    postCount,
    skipped,
    posts: () => readPosts(file, site, attachments),
    menus: menusOf(menuItems, termSlugs),
    pageCount: pageSpots.size,
    pages: () => readPages(file, site, attachments, pageSpots),
  }
}

/** A menu item as the read pass keeps it (a few hundred bytes each). */
type WxrMenuItem = {
  id: string
  menu: string
  menuName: string
  order: number
  parent: string
  type: string
  object: string
  objectId: string
  url: string
  title: string
}

function menuItem(item: XmlElement): WxrMenuItem {
  const menu = childrenNamed(item, 'category').find((c) => c.attrs.domain === 'nav_menu')
  return {
    id: childText(item, 'wp:post_id'),
    menu: menu?.attrs.nicename ?? '',
    menuName: decodeEntities(menu?.text.trim() ?? ''),
    order: Number(childText(item, 'wp:menu_order')) || 0,
    parent: metaValue(item, '_menu_item_menu_item_parent'),
    type: metaValue(item, '_menu_item_type'),
    object: metaValue(item, '_menu_item_object'),
    objectId: metaValue(item, '_menu_item_object_id'),
    url: metaValue(item, '_menu_item_url'),
    title: decodeEntities(childText(item, 'title')),
  }
}

/** The menus, each item under its parent, in WordPress's order; a category named by its term id is named by its slug. */
function menusOf(items: WxrMenuItem[], termSlugs: Map<string, string>): SourceMenu[] {
  const target = (item: WxrMenuItem): SourceMenuTarget => {
    if (item.type === 'post_type' && item.object === 'page') return { kind: 'page', key: item.objectId }
    if (item.type === 'post_type' && item.object === 'post') return { kind: 'post', key: item.objectId }
    if (item.type === 'taxonomy' && item.object === 'category') return { kind: 'category', key: termSlugs.get(item.objectId) ?? '' }
    return { kind: 'address', url: item.url }
  }
  const menus = new Map<string, SourceMenu>()
  const nodes = new Map<string, SourceMenuItem>()
  const sorted = [...items].sort((a, b) => a.order - b.order)
  // By menu and id: exports reuse an item's id in another menu (the theme test data does).
  for (const item of sorted) nodes.set(`${item.menu}|${item.id}`, { key: item.id, label: item.title, target: target(item), children: [] })
  for (const item of sorted) {
    const node = nodes.get(`${item.menu}|${item.id}`)!
    const parent = item.parent && item.parent !== '0' ? nodes.get(`${item.menu}|${item.parent}`) : undefined
    if (parent && parent !== node) parent.children.push(node)
    else {
      const menu = menus.get(item.menu) ?? { key: item.menu, name: item.menuName || item.menu, items: [] }
      menus.set(item.menu, menu)
      menu.items.push(node)
    }
  }
  return [...menus.values()]
}

/** A page's ancestors' keys, outermost first (a loop or a missing parent ends the chain). */
function pageAncestors(key: string, spots: Map<string, WxrPageSpot>): string[] {
  const chain: string[] = []
  for (let at = spots.get(key)?.parent; at && at !== '0' && spots.has(at) && !chain.includes(at) && at !== key; at = spots.get(at)?.parent) chain.unshift(at)
  return chain
}

/** The pages, a level at a time (a read of the file per level): a parent is always made before its children. */
async function* readPages(file: string, site: string, attachments: Map<string, WxrAttachment>, spots: Map<string, WxrPageSpot>): AsyncGenerator<SourcePage> {
  const depths = new Map([...spots.keys()].map((key) => [key, pageAncestors(key, spots).length]))
  const levels = [...new Set(depths.values())].sort((a, b) => a - b)
  for (const level of levels) {
    for await (const element of secondLevelChildren(file, 'rss')) {
      if (element.name !== 'item' || childText(element, 'wp:post_type') !== 'page') continue
      const key = childText(element, 'wp:post_id')
      if (depths.get(key) === level) yield page(element, site, attachments, spots)
    }
  }
}

function page(item: XmlElement, site: string, attachments: Map<string, WxrAttachment>, spots: Map<string, WxrPageSpot>): SourcePage {
  const id = childText(item, 'wp:post_id')
  const wpStatus = childText(item, 'wp:status')
  const notes: SourcePage['notes'] = []
  let status: SourcePage['status'] = wpStatus === 'publish' ? 'published' : 'draft'
  if (childText(item, 'wp:post_password')) {
    status = 'draft'
    notes.push({ code: 'passwordAsDraft' })
  } else if (wpStatus === 'private') notes.push({ code: 'privateAsDraft' })
  else if (wpStatus === 'future') notes.push({ code: 'scheduledAsDraft' })
  // No id: no attachment is its (an empty id would claim every attachment without a parent).
  const body = wordpressBody(childText(item, 'content:encoded'), id || '\u0000', attachments)
  notes.push(...body.notes)
  const ancestors = pageAncestors(id, spots)
  const slug = spots.get(id)?.slug ?? ''
  const link = childText(item, 'link')
  const linkPath = link ? pathOf(link, site) : null
  const treePath = slug ? `/${[...ancestors.map((key) => spots.get(key)!.slug), slug].map(encodeURIComponent).join('/')}/` : null
  return {
    key: id,
    title: childText(item, 'title'),
    slug,
    html: body.html,
    status,
    parent: ancestors.at(-1) ?? null,
    comments: childrenNamed(item, 'wp:comment').length,
    oldPaths: uniq(
      [linkPath && !linkPath.startsWith('/?') ? linkPath.replace(/^\/{2,}/, '/') : null, treePath, `/?page_id=${id}`].filter((p): p is string => Boolean(p)),
    ),
    notes,
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
  // No id: no attachment is its (an empty id would claim every attachment without a parent).
  const body = wordpressBody(childText(item, 'content:encoded'), id || '\u0000', attachments)
  notes.push(...body.notes)
  const thumbnail = metaValue(item, '_thumbnail_id')
  const cover = thumbnail ? attachments.get(thumbnail) : undefined
  const link = childText(item, 'link')
  const slug = decodeSlug(childText(item, 'wp:post_name'))
  // Named in the report, never silently (issue #64): a post the export gives no id, or a live one no slug.
  if (!id) notes.push({ code: 'fieldMissing', detail: 'wp:post_id' })
  if (!slug && status !== 'draft') notes.push({ code: 'fieldMissing', detail: 'wp:post_name' })
  const oldPaths = id ? [`/?p=${id}`] : []
  const linkPath = link ? pathOf(link, site) : null
  if (linkPath && !linkPath.startsWith('/?')) oldPaths.unshift(linkPath)
  const terms = childrenNamed(item, 'category')
  const published = exportDate(childText(item, 'wp:post_date_gmt')) ?? exportDate(childText(item, 'wp:post_date'))
  return {
    // Without an id, the post is known by its address or title and date: a second run still finds it.
    key: id || `no-id:${link || childText(item, 'title')}:${childText(item, 'wp:post_date_gmt')}`,
    title: childText(item, 'title'),
    slug,
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
    comments: childrenNamed(item, 'wp:comment').length,
  }
}

function addAuthor(authors: Map<string, SourceAuthor>, element: XmlElement) {
  const login = childText(element, 'wp:author_login')
  if (!login) return
  // The name the blog showed (its display name), else the first and last names, else the login;
  // one word stays one word (issue #64, item 4: "a11yteam a11yteam" for "Accessibility Tester").
  const display = childText(element, 'wp:author_display_name')
  const first = childText(element, 'wp:author_first_name')
  const last = childText(element, 'wp:author_last_name')
  const [head, ...rest] = (display || `${first} ${last}`.trim() || login).split(/\s+/)
  authors.set(login, {
    key: login,
    email: childText(element, 'wp:author_email') || null,
    name: head || login,
    lastName: rest.join(' '),
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
  return { key: login, email: null, name: head || login, lastName: rest.join(' '), bio: null, oldPaths: [`/author/${login}`] }
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

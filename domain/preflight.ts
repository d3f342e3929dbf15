import { CONTENT_LOCALES, type ContentLocale } from './contentLocales'

/**
 * The check before going live (issue #45, item 3): what an article would publish with that a
 * reader, a screen reader or a search engine would trip on. What the product requires (every
 * image described) blocks publishing; the rest warns. Shared by the editor's side panel and the
 * dialog shown when publishing; pure, so it runs the same on the demo's articles in the tests.
 */

/** Google cuts a result's title after about 60 characters and its description after about 160. */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

/** What the check reads of a body: its headings, links and images in document order, and its words. */
export type BodyOutline = {
  headings: number[]
  links: { url: string; text: string }[]
  images: { alt: string }[]
  words: number
}

type Node = {
  type?: string
  tag?: string
  text?: string
  url?: string
  fields?: { url?: string; linkType?: string; doc?: { relationTo?: string; value?: unknown } | null }
  value?: unknown
  children?: Node[]
}

/**
 * Where a link leads: its address, or for a link to a document of this site (an internal link, which
 * keeps working when the document's address changes) that document's address where the read
 * populated it, else a mark that it has one.
 */
function addressOf(node: Node): string {
  if (node.fields?.linkType === 'internal' && node.fields.doc) {
    const value = node.fields.doc.value as { id?: unknown; slug?: unknown; path?: unknown } | null | undefined
    if (value && typeof value === 'object') {
      if (node.fields.doc.relationTo === 'articles' && typeof value.slug === 'string') return `/post/${value.slug}/${String(value.id)}`
      if (typeof value.path === 'string') return value.path
    }
    return value === null || value === undefined ? '' : `#${node.fields.doc.relationTo ?? 'document'}-${String(value)}`
  }
  return node.fields?.url ?? node.url ?? ''
}

const textOf = (node: Node): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(textOf).join(''))

/**
 * The outline of a Lexical body as stored (Payload's link and upload shapes). An upload's
 * description comes with it where the value is populated, else from `alts` (the editor's own
 * nodes hold it by media id).
 */
export function bodyOutline(doc: unknown, alts: ReadonlyMap<string, string> = new Map()): BodyOutline {
  const outline: BodyOutline = { headings: [], links: [], images: [], words: 0 }
  const walk = (node: Node) => {
    if (node.type === 'heading' && /^h[1-6]$/.test(node.tag ?? '')) outline.headings.push(Number(node.tag!.slice(1)))
    if (node.type === 'link' || node.type === 'autolink') outline.links.push({ url: addressOf(node), text: textOf(node).trim() })
    if (node.type === 'upload') {
      const value = node.value as { id?: number | string; alt?: string } | number | string | null | undefined
      const id = typeof value === 'object' && value ? value.id : value
      outline.images.push({ alt: ((typeof value === 'object' && value ? value.alt : undefined) ?? alts.get(String(id)) ?? '').trim() })
    }
    if (typeof node.text === 'string') outline.words += node.text.split(/\s+/).filter(Boolean).length
    for (const child of node.children ?? []) walk(child)
  }
  const root = (doc as { root?: Node } | null | undefined)?.root
  if (root) walk(root)
  return outline
}

/** Link texts that say nothing out of context (WCAG 2.4.4), in the site's five languages. */
const VAGUE = new Set([
  'clique aqui',
  'aqui',
  'leia mais',
  'saiba mais',
  'veja mais',
  'click here',
  'here',
  'read more',
  'learn more',
  'more',
  'haga clic aquí',
  'aquí',
  'leer más',
  'cliquez ici',
  'ici',
  'en savoir plus',
  'lire la suite',
  'klike la',
  'isit la',
])
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.…:!?»«"'()[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

export type PreflightCode =
  'coverAlt' | 'imageAlt' | 'headingOrder' | 'emptyLink' | 'vagueLink' | 'brokenLink' | 'titleLength' | 'noExcerpt' | 'excerptLength' | 'languagesMissing'

/**
 * One thing found: `block` keeps the article from going live; `warn` is shown again, and asked
 * about, when it goes live; `note` (languages not yet written: a site may keep to one) is shown
 * only. `field` is the form field it is about.
 */
export type PreflightFinding = {
  code: PreflightCode
  level: 'block' | 'warn' | 'note'
  field: 'imageAlt' | 'content' | 'title' | 'excerpt' | 'languages'
  /** What the message names: a count, a link's text or address, the languages missing. */
  detail?: string
  count?: number
}

export type PreflightInput = {
  title: string
  excerpt: string
  hasCover: boolean
  coverAlt: string
  outline: BodyOutline
  /** The languages the article is written in (pt-BR always). */
  translated: readonly ContentLocale[]
  /** Addresses of this site the body links to that answered 404 (the editor asks the site). */
  broken?: readonly string[]
}

export function preflight(input: PreflightInput): PreflightFinding[] {
  const found: PreflightFinding[] = []
  if (input.hasCover && !input.coverAlt.trim()) found.push({ code: 'coverAlt', level: 'block', field: 'imageAlt' })
  const undescribed = input.outline.images.filter((image) => !image.alt).length
  if (undescribed) found.push({ code: 'imageAlt', level: 'block', field: 'content', count: undescribed })
  // The title is the page's h1: the body's headings start at h2 and never skip a level going down.
  let previous = 1
  for (const level of input.outline.headings) {
    if (level > previous + 1) {
      found.push({ code: 'headingOrder', level: 'warn', field: 'content', detail: `h${previous} → h${level}` })
      break
    }
    previous = level
  }
  const empty = input.outline.links.filter((link) => !link.text || !link.url).length
  if (empty) found.push({ code: 'emptyLink', level: 'warn', field: 'content', count: empty })
  for (const link of input.outline.links)
    if (link.text && VAGUE.has(normalized(link.text))) found.push({ code: 'vagueLink', level: 'warn', field: 'content', detail: link.text })
  for (const url of input.broken ?? []) found.push({ code: 'brokenLink', level: 'warn', field: 'content', detail: url })
  if (input.title.trim().length > SEO_TITLE_MAX) found.push({ code: 'titleLength', level: 'warn', field: 'title', count: input.title.trim().length })
  if (!input.excerpt.trim()) found.push({ code: 'noExcerpt', level: 'warn', field: 'excerpt' })
  else if (input.excerpt.trim().length > SEO_DESCRIPTION_MAX)
    found.push({ code: 'excerptLength', level: 'warn', field: 'excerpt', count: input.excerpt.trim().length })
  const missing = CONTENT_LOCALES.filter((locale) => !input.translated.includes(locale))
  if (missing.length) found.push({ code: 'languagesMissing', level: 'note', field: 'languages', detail: missing.join(', ') })
  return found
}

/** The addresses of this site a body links to ("/post/..." or the site's own origin), once each: the ones the editor asks about. */
export function internalPaths(outline: BodyOutline, origin: string): string[] {
  const paths = new Set<string>()
  for (const { url } of outline.links) {
    if (url.startsWith('/') && !url.startsWith('//')) paths.add(url.split('#')[0]!)
    else if (origin && url.startsWith(`${origin}/`)) paths.add(url.slice(origin.length).split('#')[0]!)
  }
  return [...paths].filter(Boolean)
}

import type { Document, Element } from 'happy-dom'
import { convertHTMLToLexical, editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'
import { RICH_TEXT_FEATURES } from '../../config/richTextFeatures'
import { BODY_MAX_DEPTH, htmlDepth, plainParagraphs } from './bodyDepth'
import type { SourceImage, SourceNote } from './source'

/** Finds or brings in an image (media.ts): its media id, or null when it cannot be had. */
export type ImageResolver = (image: SourceImage) => Promise<number | string | null>

/** An old blog's path as the address here of what it became, when that is imported and public already; else null. */
export type LinkResolver = (path: string) => Promise<string | null>

type LexicalState = ReturnType<typeof convertHTMLToLexical>

let editorConfig: Promise<SanitizedServerEditorConfig> | null = null
const configOf = (config: SanitizedConfig) => (editorConfig ??= editorConfigFactory.fromFeatures({ config, features: RICH_TEXT_FEATURES }))

const MEDIA_ELEMENTS = 'iframe, embed, object, video, audio'

/**
 * An imported body as this product's rich text, with Payload's own HTML converter: headings,
 * paragraphs, lists, quotes, links, inline code and images (as uploads with their alt texts).
 * What the editor cannot hold is simplified, each time with a note: scripts go, embedded players
 * become links to what they played, a preformatted block becomes code lines, an image that
 * cannot be had becomes a link to where it was.
 */
export function bodyToLexical(
  html: string,
  emptyText: string,
  config: SanitizedConfig,
  resolveImage: ImageResolver,
  oldSite = '',
  resolveLink: LinkResolver = async () => null,
): Promise<Converted> {
  // One body at a time: they share one document, and a body waits on images and links half-way.
  const turn = converting.then(() => convert(html, emptyText, config, resolveImage, oldSite, resolveLink))
  converting = turn.catch(() => undefined)
  return turn
}
let converting: Promise<unknown> = Promise.resolve()

/** A body converted; `laterLinks`: it links to pages of the old blog not in here yet (posts imported after it). */
export type Converted = { content: LexicalState; notes: SourceNote[]; laterLinks: boolean }

async function convert(
  html: string,
  emptyText: string,
  config: SanitizedConfig,
  resolveImage: ImageResolver,
  oldSite: string,
  resolveLink: LinkResolver,
): Promise<Converted> {
  const notes: SourceNote[] = []
  const depth = htmlDepth(html)
  if (depth > BODY_MAX_DEPTH) {
    // Built as elements, it would overflow the stack of every step after the parser: its text is kept.
    notes.push({ code: 'bodyAsText', detail: `> ${BODY_MAX_DEPTH} levels` })
    html = plainParagraphs(html)
  }
  const document = await sharedDocument()
  try {
    document.body.innerHTML = html
    if (!(document.body.textContent ?? '').trim() && !document.body.querySelector('img')) {
      // The editor holds no empty article: the excerpt stands in, else a line that says so.
      notes.push({ code: 'emptyBody' })
      document.body.innerHTML = ''
      const paragraph = document.createElement('p')
      paragraph.textContent = emptyText
      document.body.appendChild(paragraph)
    }
    simplify(document, notes)
    await placeImages(document, resolveImage, notes)
    const laterLinks = await mendLinks(document, oldSite, resolveLink)
    let content: LexicalState
    try {
      content = await lexicalOf(document, config)
    } catch (error) {
      // A body the converter cannot take (whatever its reason) is one post's problem, never the
      // import's: its text is kept and the report names it (issue #64, item 2).
      notes.push({ code: 'bodyAsText', detail: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error) })
      document.body.innerHTML = plainParagraphs(document.body.innerHTML)
      content = await lexicalOf(document, config)
    }
    numericUploadIds(content.root)
    return { content, notes, laterLinks }
  } finally {
    document.body.innerHTML = ''
    await retireSharedWindow()
  }
}

/** The prepared document as the editor's state, with Payload's own converter. */
async function lexicalOf(document: Document, config: SanitizedConfig): Promise<LexicalState> {
  const prepared = { window: { document } }
  return convertHTMLToLexical({
    editorConfig: await configOf(config),
    html: '',
    // Payload's converter parses with the JSDOM class it is given: here, the document already prepared.
    JSDOM: class {
      window = prepared.window
    } as unknown as Parameters<typeof convertHTMLToLexical>[0]['JSDOM'],
  })
}

/**
 * One document for many bodies, emptied after each: a window per body made a 1,000-post import
 * peak at 450 MB of garbage before the collector caught up. Not one for all of them: happy-dom
 * remembers every query made from the document (a `{ result }` per querySelector, in a list only
 * a change of the document's own children clears), about 11 a post, 0.7 KB: a 100,000-post
 * import grew its heap by 70 MB (issue #44, item 6). A fresh window every WINDOW_BODIES bodies
 * bounds that.
 */
const WINDOW_BODIES = 250
type Shared = { document: Document; close: () => Promise<void>; bodies: number }
let shared: Shared | null = null
async function sharedDocument(): Promise<Document> {
  if (!shared) {
    // Loaded on the first import only: happy-dom held 40 MB in every server that never imports (issue #32, item 3).
    const { Window } = await import('happy-dom')
    const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } })
    shared = { document: window.document as unknown as Document, close: () => window.happyDOM.close(), bodies: 0 }
  }
  return shared.document
}

async function retireSharedWindow(): Promise<void> {
  if (!shared || ++shared.bodies < WINDOW_BODIES) return
  const retired = shared
  shared = null
  await retired.close().catch(() => undefined)
}

function simplify(document: Document, notes: SourceNote[]) {
  // Line breaks and tabs between list items and table rows are layout of the source, not text:
  // the converter would make each an empty item or a blank line (issue #64, item 3).
  for (const holder of [...document.querySelectorAll('ul, ol, table, thead, tbody, tfoot, tr')])
    for (const node of [...holder.childNodes]) if (node.nodeType === 3 && !(node.textContent ?? '').trim()) holder.removeChild(node)
  for (const element of [...document.querySelectorAll('script, style, noscript, form')]) {
    notes.push({ code: 'scriptRemoved', detail: element.tagName.toLowerCase() })
    element.remove()
  }
  for (const card of [...document.querySelectorAll('.kg-bookmark-card, .wp-block-embed')]) {
    const url = card.querySelector('a[href]')?.getAttribute('href') ?? urlIn(card.textContent ?? '')
    if (!url) continue
    notes.push({ code: 'embedAsLink', detail: hostOf(url) })
    card.replaceWith(linkParagraph(document, url, card.querySelector('.kg-bookmark-title')?.textContent?.trim() || url))
  }
  for (const figcaption of [...document.querySelectorAll('figcaption')]) {
    // The editor has no caption: it stays as the line under what it captions, in italics (issue #64, item 3).
    const line = document.createElement('p')
    const words = document.createElement('em')
    words.append(...figcaption.childNodes)
    line.appendChild(words)
    const figure = figcaption.closest('figure')
    const said = (line.textContent ?? '').trim() !== ''
    if (!figure) figcaption.replaceWith(...(said ? [line] : []))
    else {
      figcaption.remove()
      if (said) figure.after(line)
    }
  }
  for (const element of [...document.querySelectorAll(MEDIA_ELEMENTS)]) {
    if (!element.isConnected) continue
    const url = element.getAttribute('src') || element.getAttribute('data') || element.querySelector('source[src]')?.getAttribute('src') || ''
    if (url.startsWith('__GHOST_URL__')) {
      // A file of the old Ghost blog: no address leads to it from here. Its title stays, the report names it.
      notes.push({ code: 'mediaNotBrought', detail: url.replace(/^__GHOST_URL__/, '') })
      const card = element.closest('.kg-audio-card, .kg-video-card') ?? element
      const title = card.querySelector('.kg-audio-title')?.textContent?.trim() || decodeURIComponent(fileName(url))
      const line = document.createElement('p')
      line.textContent = title
      card.replaceWith(line)
      continue
    }
    notes.push({ code: 'embedAsLink', detail: url ? hostOf(url) : element.tagName.toLowerCase() })
    if (url) element.replaceWith(linkParagraph(document, url, url))
    else element.remove()
  }
  for (const gallery of [...document.querySelectorAll('.kg-gallery-card, .wp-block-gallery, .gallery')]) {
    notes.push({ code: 'gallerySimplified', detail: String(gallery.querySelectorAll('img').length) })
    const images = [...gallery.querySelectorAll('img')]
    gallery.replaceWith(...images)
  }
  for (const pre of [...document.querySelectorAll('pre')]) {
    // A poem (WordPress's verse block) is text in lines; any other preformatted block is code.
    const verse = pre.classList.contains('wp-block-verse')
    // WordPress's editor writes a line break inside a block as <br>, which textContent would lose.
    for (const br of [...pre.querySelectorAll('br')]) br.replaceWith(document.createTextNode('\n'))
    const paragraph = document.createElement('p')
    const code = document.createElement('code')
    if (!verse) paragraph.appendChild(code)
    lines(document, verse ? paragraph : code, pre.textContent ?? '')
    pre.replaceWith(paragraph)
  }
  for (const list of [...document.querySelectorAll('dl')]) {
    // No definition list in the editor: each term in bold, its definitions below it, as a list.
    notes.push({ code: 'definitionListAsList' })
    const items = document.createElement('ul')
    let item: Element | null = null
    for (const child of [...list.children]) {
      if (child.tagName === 'DT' || !item) {
        item = document.createElement('li')
        items.appendChild(item)
        if (child.tagName === 'DT') {
          const term = document.createElement('strong')
          term.append(...child.childNodes)
          item.appendChild(term)
          continue
        }
      }
      if (item.childNodes.length) item.appendChild(document.createElement('br'))
      item.append(...child.childNodes)
    }
    list.replaceWith(items)
  }
}

/**
 * A preformatted text's lines into `holder`, a line break between each: leading spaces as
 * no-break spaces, which the editor keeps (it trims ordinary ones), so code keeps its indentation.
 */
function lines(document: Document, holder: Element, text: string) {
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .forEach((line, i) => {
      if (i > 0) holder.appendChild(document.createElement('br'))
      const indent = /^[ \t]*/.exec(line)![0]
      holder.appendChild(document.createTextNode(indent.replace(/\t/g, '    ').replace(/ /g, '\u00a0') + line.slice(indent.length)))
    })
}

/**
 * Each image as an upload of the media it became, lifted out of its paragraph or link (an upload
 * is a block of its own in the editor); one that cannot be had becomes a link to its old address.
 */
async function placeImages(document: Document, resolveImage: ImageResolver, notes: SourceNote[]) {
  for (const img of [...document.querySelectorAll('img')]) {
    const src = img.getAttribute('src') ?? ''
    const alt = img.getAttribute('alt')?.trim() || null
    const id = src ? await resolveImage({ url: src, alt }) : null
    const block = outermostInline(img)
    if (id === null) {
      notes.push({ code: 'imageMissing', detail: src || '(no src)' })
      // Where it was, in words: a link to it, or its alt text inside a link it already had.
      const words = alt ?? (src ? fileName(src) : '')
      if (!src || img.closest('a')) img.replaceWith(document.createTextNode(words))
      else if (img.parentElement?.tagName === 'BODY') img.replaceWith(linkParagraph(document, src, words))
      else img.replaceWith(anchor(document, src, words))
      continue
    }
    const upload = document.createElement('img')
    upload.setAttribute('data-lexical-upload-id', String(id))
    upload.setAttribute('data-lexical-upload-relation-to', 'media')
    if (block === img) img.replaceWith(upload)
    else {
      block.parentNode?.insertBefore(upload, block)
      img.remove()
      if (!(block.textContent ?? '').trim() && !block.querySelector('img')) block.remove()
    }
  }
}

/** The outermost paragraph, link or figure an image sits in, below the body (or the image itself). */
function outermostInline(img: Element): Element {
  let at: Element = img
  while (at.parentElement && at.parentElement.tagName !== 'BODY' && /^(P|A|FIGURE|SPAN|STRONG|EM|B|I|DIV|CENTER)$/.test(at.parentElement.tagName))
    at = at.parentElement
  return at
}

function anchor(document: Document, url: string, text: string) {
  const element = document.createElement('a')
  element.setAttribute('href', url)
  element.textContent = text
  return element
}

function linkParagraph(document: Document, url: string, text: string) {
  const paragraph = document.createElement('p')
  paragraph.appendChild(anchor(document, url, text))
  return paragraph
}

/**
 * A link the editor would refuse (no address, spaces in it) keeps its words and loses the link.
 * A link to a page of the old blog (Ghost's `__GHOST_URL__/...`, or the export's own address)
 * becomes a path on this site, where the old address leads on to what the page became (issue
 * #44, item 2); a link to a file there (`.pdf`) keeps pointing at the old blog.
 */
/** Rewrites the body's links (see bodyToLexical); true when one leads to the old blog's page of something not in yet. */
async function mendLinks(document: Document, oldSite: string, resolveLink: LinkResolver): Promise<boolean> {
  const origin = oldOrigin(oldSite)
  let later = false
  for (const link of [...document.querySelectorAll('a')]) {
    const raw = (link.getAttribute('href') ?? '').trim().replace(/\s/g, '%20')
    const href = ownPath(raw, origin)
    if (!href || /^javascript:/i.test(href)) {
      link.replaceWith(...link.childNodes)
      continue
    }
    // A post or page imported already links to its address here, not through its old one's 301.
    const internal = href !== raw || raw.startsWith('/')
    const now = internal ? await resolveLink(href) : null
    if (internal && now === null) later = true
    link.setAttribute('href', now ?? href)
  }
  return later
}

/** An address as a link here: the old blog's pages as paths on this site (where their old addresses lead on), anything else as it is. */
export const oldBlogPath = (href: string, oldSite: string) => ownPath(href, oldOrigin(oldSite))

/** The old blog's host, without `www.`: its links are the same page over http or https, with or without it. */
function oldOrigin(site: string): string | null {
  try {
    return new URL(site).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

function ownPath(href: string, oldHost: string | null): string {
  const ghost = /^__GHOST_URL__(?=\/|$)/.exec(href)
  let url: URL
  try {
    url = new URL(ghost ? href.replace(ghost[0], 'http://ghost.invalid') : href)
  } catch {
    return href
  }
  const fromOldBlog = ghost !== null || (oldHost !== null && /^https?:$/.test(url.protocol) && url.hostname.replace(/^www\./, '') === oldHost)
  if (!fromOldBlog || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return ghost ? href.replace(ghost[0], '') || '/' : href
  return `${url.pathname}${url.search}${url.hash}`
}

const urlIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? null
const fileName = (url: string) => url.split(/[?#]/)[0]!.split('/').pop() || url
function hostOf(url: string) {
  try {
    return new URL(url).hostname
  } catch {
    return url.slice(0, 80)
  }
}

/** The converter reads an upload's id from an attribute, as text: SQL ids are numbers, and the editor's validation wants them so. */
function numericUploadIds(node: { type?: string; value?: unknown; children?: unknown[] }) {
  if (node.type === 'upload' && typeof node.value === 'string' && /^\d+$/.test(node.value)) node.value = Number(node.value)
  for (const child of node.children ?? []) numericUploadIds(child as typeof node)
}

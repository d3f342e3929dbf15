import { BODY_MAX_DEPTH } from './bodyDepth'
import { markdownToHtml } from './markdown'
import type { SourceNote } from './source'

type GhostNode = {
  type?: string
  children?: GhostNode[]
  text?: string
  format?: number
  tag?: string
  listType?: string
  url?: string
  [field: string]: unknown
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** Lexical's text formats (the same bits in Ghost's editor and this one), as the tags the converter reads back. */
const FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
]

/**
 * A Ghost 5 post's body as HTML, from its `lexical` (Ghost's editor state) where the export has
 * no `html` (issue #44, item 3: such a post arrived empty). Ghost's text nodes are Lexical's;
 * its cards become their nearest HTML, which the importer then converts like any body: images,
 * galleries (their images), bookmarks, embeds, videos and files (links), code, callouts and
 * asides (quotes), toggles (a heading and its text), buttons (links), HTML cards as they are.
 * Cards made only for e-mails or members' sign-up are left out. Each simplification is noted.
 */
export function ghostLexicalToHtml(json: string): { html: string; notes: SourceNote[] } {
  const notes: SourceNote[] = []
  let state: { root?: GhostNode }
  try {
    state = JSON.parse(json) as { root?: GhostNode }
  } catch {
    notes.push({ code: 'fieldMissing', detail: 'lexical: not JSON' })
    return { html: '', notes }
  }
  const simplified = (card: string) => notes.push({ code: 'cardSimplified', detail: card })
  const children = (node: GhostNode): string => (node.children ?? []).map(render).join('')

  function render(node: GhostNode): string {
    switch (node.type) {
      case 'text':
      case 'extended-text': {
        let html = escapeText(node.text ?? '')
        for (const [bit, tag] of FORMATS) if ((node.format ?? 0) & bit) html = `<${tag}>${html}</${tag}>`
        return html
      }
      case 'linebreak':
        return '<br>'
      case 'tab':
        return '\t'
      case 'paragraph':
        return `<p>${children(node)}</p>`
      case 'heading':
      case 'extended-heading': {
        const tag = /^h[1-6]$/.test(node.tag ?? '') ? node.tag! : 'h2'
        return `<${tag}>${children(node)}</${tag}>`
      }
      case 'quote':
      case 'extended-quote':
      case 'aside':
        return `<blockquote>${children(node)}</blockquote>`
      case 'list': {
        const tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul'
        return `<${tag}>${children(node)}</${tag}>`
      }
      case 'listitem':
        return `<li>${children(node)}</li>`
      case 'link':
      case 'autolink':
        return `<a href="${escapeAttribute(str(node.url))}">${children(node)}</a>`
      case 'horizontalrule':
        return '<hr>'
      case 'codeblock':
        return `<pre><code>${escapeText(str(node.code))}</code></pre>${captionLine(node.caption)}`
      case 'image':
        return `<figure><img src="${escapeAttribute(str(node.src))}" alt="${escapeAttribute(str(node.alt))}">${caption(node.caption)}</figure>`
      case 'gallery': {
        const images = Array.isArray(node.images) ? (node.images as GhostNode[]) : []
        return `<div class="kg-gallery-card">${images
          .map((image) => `<figure><img src="${escapeAttribute(str(image.src))}" alt="${escapeAttribute(str(image.alt))}">${caption(image.caption)}</figure>`)
          .join('')}</div>${captionLine(node.caption)}`
      }
      case 'bookmark':
      case 'embed': {
        const title = str((node.metadata as { title?: unknown } | undefined)?.title) || str(node.url)
        return node.url
          ? `<div class="kg-bookmark-card"><a href="${escapeAttribute(str(node.url))}"><span class="kg-bookmark-title">${escapeText(title)}</span></a></div>${captionLine(node.caption)}`
          : ''
      }
      case 'video':
      case 'audio': {
        // A file of the old blog (`__GHOST_URL__/content/media/...`): nothing here holds it, and a
        // link would lead nowhere. Its name stays in the text and the report names it (issue #64, item 3).
        const src = str(node.src)
        if (!src) return captionLine(node.caption)
        if (/^__GHOST_URL__/.test(src)) {
          notes.push({ code: 'mediaNotBrought', detail: src.replace(/^__GHOST_URL__/, '') })
          const name = str(node.title) || str(node.fileName) || decodeURIComponent(src.split(/[?#]/)[0]!.split('/').pop() ?? '')
          return `<p>${escapeText(name)}</p>${captionLine(node.caption)}`
        }
        return `<${node.type} src="${escapeAttribute(src)}"></${node.type}>${captionLine(node.caption)}`
      }
      case 'file':
        simplified('file')
        return node.src
          ? `<p><a href="${escapeAttribute(str(node.src))}">${escapeText(str(node.fileTitle) || str(node.fileName) || str(node.src))}</a></p>`
          : ''
      case 'html':
        return str(node.html)
      case 'markdown':
        // Converted as Ghost shows it (CommonMark, its HTML kept): headings, emphasis, lists, links (issue #64, item 3).
        return markdownToHtml(str(node.markdown))
      case 'callout':
        simplified('callout')
        return `<blockquote>${node.calloutEmoji ? `${escapeText(str(node.calloutEmoji))} ` : ''}${inline(str(node.calloutText))}</blockquote>`
      case 'toggle':
        simplified('toggle')
        return `<h3>${str(node.heading)}</h3>${wrapped(str(node.content))}`
      case 'call-to-action':
        // Ghost 6's call to action: its text, its image and its button as a link (issue #64, item 3).
        simplified('call-to-action')
        return `${node.imageUrl ? `<figure><img src="${escapeAttribute(str(node.imageUrl))}" alt=""></figure>` : ''}${wrapped(str(node.textValue))}${
          node.showButton !== false && node.buttonUrl
            ? `<p><a href="${escapeAttribute(str(node.buttonUrl))}">${escapeText(str(node.buttonText) || str(node.buttonUrl))}</a></p>`
            : ''
        }`
      case 'button':
        simplified('button')
        return node.buttonUrl ? `<p><a href="${escapeAttribute(str(node.buttonUrl))}">${escapeText(str(node.buttonText) || str(node.buttonUrl))}</a></p>` : ''
      case 'header':
        simplified('header')
        return `<h2>${str(node.header)}</h2>${wrapped(str(node.subheader))}${node.buttonUrl ? `<p><a href="${escapeAttribute(str(node.buttonUrl))}">${escapeText(str(node.buttonText) || str(node.buttonUrl))}</a></p>` : ''}`
      case 'product':
        simplified('product')
        return `<h3>${str(node.productTitle)}</h3>${wrapped(str(node.productDescription))}${node.productUrl ? `<p><a href="${escapeAttribute(str(node.productUrl))}">${escapeText(str(node.productButton) || str(node.productUrl))}</a></p>` : ''}`
      case 'paywall':
      case 'email':
      case 'email-cta':
      case 'signup':
        // Members' and newsletters' machinery, nothing a reader of this site would see: left out, said.
        notes.push({ code: 'shortcodeRemoved', detail: `ghost:${node.type}` })
        return ''
      default:
        if (node.children) return children(node)
        notes.push({ code: 'shortcodeRemoved', detail: `ghost:${node.type ?? 'unknown'}` })
        return ''
    }
  }

  if (!state.root) return { html: '', notes }
  if (treeDepth(state.root) > BODY_MAX_DEPTH) {
    // Rendered by recursion it would overflow the stack (issue #64, item 2): its text is kept.
    notes.push({ code: 'bodyAsText', detail: `> ${BODY_MAX_DEPTH} levels` })
    return {
      html: textsOf(state.root)
        .map((text) => `<p>${escapeText(text)}</p>`)
        .join(''),
      notes,
    }
  }
  return { html: children(state.root), notes }
}

/** How deep a node's children nest, walked without recursion; stops past the limit. */
function treeDepth(root: GhostNode): number {
  let deepest = 0
  const stack: [GhostNode, number][] = [[root, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (depth > deepest && (deepest = depth) > BODY_MAX_DEPTH) break
    for (const child of Array.isArray(node.children) ? node.children : []) stack.push([child, depth + 1])
  }
  return deepest
}

/** Nodes that sit inside a block's line: their text joins the block's. */
const INLINE = new Set(['text', 'extended-text', 'link', 'autolink', 'linebreak', 'tab'])

/** The text of each block under `root` that holds any, in order, walked without recursion. */
function textsOf(root: GhostNode): string[] {
  const blocks: string[] = []
  let current = ''
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim()
    if (text) blocks.push(text)
    current = ''
  }
  // null marks where a block ends.
  const stack: (GhostNode | null)[] = [root]
  while (stack.length) {
    const node = stack.pop()!
    if (node === null) {
      flush()
      continue
    }
    if (typeof node.text === 'string') current += node.text
    else if (node.type === 'linebreak' || node.type === 'tab') current += ' '
    if (!INLINE.has(node.type ?? '')) {
      flush()
      stack.push(null)
    }
    const children = Array.isArray(node.children) ? node.children : []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!)
  }
  flush()
  return blocks
}

/** A card's caption (HTML in Ghost) under its image. */
function caption(value: unknown): string {
  const text = str(value).trim()
  return text ? `<figcaption>${text}</figcaption>` : ''
}

/** A card's caption as the line under it, in italics: what the editor holds of a caption (issue #64, item 3: six kinds were dropped). */
function captionLine(value: unknown): string {
  const text = str(value).trim()
  return text ? `<p><em>${inline(text)}</em></p>` : ''
}

/** A card's one-paragraph HTML text without its paragraph: a quote holds text, not paragraphs. */
function inline(html: string): string {
  return html.replace(/^\s*<p>([^]*)<\/p>\s*$/i, '$1')
}

/** A card's HTML text as a paragraph unless it is block-level already. */
function wrapped(html: string): string {
  if (!html.trim()) return ''
  return /^\s*<(p|div|ul|ol|h[1-6]|blockquote)\b/i.test(html) ? html : `<p>${html}</p>`
}

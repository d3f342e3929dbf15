import { decodeHTML } from 'entities'

/**
 * The deepest nesting a body keeps its structure to. The HTML parser, Payload's converter and
 * the editor each walk a body by recursion: a post nested 10,000 elements deep threw a RangeError
 * and stopped a whole import, at the same post on every run (issue #64, item 2). Real posts, page
 * builders' nested columns included, stay under a hundred.
 */
export const BODY_MAX_DEPTH = 256

/** Elements that never hold others, with or without a closing slash. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TAG = /<(\/?)([a-zA-Z][\w:-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>|<!--[^]*?-->/g

/**
 * How deep `html`'s elements nest, read in one pass without building them (so a body of any
 * depth is measured safely); stops counting once past `limit`. Unclosed elements count as open.
 */
export function htmlDepth(html: string, limit = BODY_MAX_DEPTH): number {
  let depth = 0
  let deepest = 0
  for (const [whole, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (whole.startsWith('<!--')) continue
    if (VOID.has(name!.toLowerCase()) || selfClosing) continue
    if (closing) depth = Math.max(0, depth - 1)
    else if (++depth > deepest && (deepest = depth) > limit) return deepest
  }
  return deepest
}

/**
 * A body as its text alone, in paragraphs: what is kept of one too deep to convert. Block ends
 * (paragraphs, headings, list items, line breaks) part the text, so its words stay in order and
 * readable; no element is built on the way.
 */
export function plainParagraphs(html: string): string {
  const text = html
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|table|section|article|figure|figcaption|br|hr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
  return decodeHTML(text)
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('\n')
}

import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedLexicalNode } from 'lexical'
import { sanitizeUrl } from 'payload/shared'
import { isSafeLink } from '../../domain/links'
import { imageAltText } from '../../lib/text/imageAlt'

const escapeHTML = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

type UploadValue = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

/**
 * Images in articles, as uploaded: the original file at its own width and height, so a body
 * image keeps its shape (the card and hero sizes are 16:9 cuts for covers: an 800x400 image was
 * shown cropped; issue #30), lazily loaded. Its alt is the node's own, else the media's, never a
 * file name. Payload's converter needs the media's mimeType and every size's file data, which
 * public reads do not select.
 */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...tableConverters,
  link: ({ node, nodesToHTML, providedStyleTag }) => {
    const fields = (node as { fields?: LinkFields }).fields ?? {}
    const children = nodesToHTML({ nodes: (node as WithChildren).children ?? [] }).join('')
    const href = fields.linkType === 'internal' ? internalHref(fields.doc) : (fields.url ?? '')
    // An internal link to what visitors cannot see (a draft, a deleted page) is its words, not a dead
    // link; so is an address that would leave the site by a trick (`/\evil.example`: domain/links.ts).
    if (!href || !isSafeLink(href, { http: true })) return children
    const target = fields.newTab ? ' rel="noopener noreferrer" target="_blank"' : ''
    return `<a${providedStyleTag ?? ''} href="${escapeHTML(sanitizeUrl(href))}"${target}>${children}</a>`
  },
  upload: ({ node }) => {
    const value = (node as { value?: unknown }).value
    if (!value || typeof value !== 'object') return ''
    const media = value as UploadValue
    if (!media.url) return ''
    const alt = imageAltText((node as { fields?: { alt?: string } | null }).fields?.alt, { alt: media.alt ?? '' })
    return (
      `<img src="${escapeHTML(media.url)}" ` +
      `alt="${escapeHTML(alt)}"${media.width ? ` width="${Number(media.width)}"` : ''}${media.height ? ` height="${Number(media.height)}"` : ''} loading="lazy" decoding="async">`
    )
  },
})

type LinkFields = { url?: string | null; newTab?: boolean; linkType?: string; doc?: { relationTo?: string; value?: unknown } | null }

/**
 * Where a link to a document of this site leads (Payload's internal links, made in /cms or by the
 * writing screen): an article's or page's public address, from the fields the public read
 * populates (slug, path); '' when the target is not public (not populated for an anonymous read).
 */
function internalHref(doc: LinkFields['doc']): string {
  const value = doc?.value as { id?: unknown; slug?: unknown; path?: unknown } | undefined
  if (!value || typeof value !== 'object') return ''
  if (doc?.relationTo === 'articles' && typeof value.slug === 'string') return `/post/${value.slug}/${String(value.id)}`
  if (doc?.relationTo === 'pages' && typeof value.path === 'string') return value.path
  return ''
}

type TableCell = { headerState?: number; colSpan?: number; rowSpan?: number; children?: SerializedLexicalNode[] }
type WithChildren = { children?: SerializedLexicalNode[] }

/**
 * Tables (issue #44, item 3) as plain HTML the site's stylesheet draws (Payload's converter writes
 * inline styles): in a box that scrolls sideways on a phone and takes the keyboard's focus to do
 * so (WCAG 2.1.1), header cells scoped to their row or column.
 */
const tableConverters: Partial<ReturnType<HTMLConvertersFunction>> = {
  table: ({ node, nodesToHTML }) =>
    `<div class="table-scroll" tabindex="0"><table><tbody>${nodesToHTML({ nodes: (node as WithChildren).children ?? [] }).join('')}</tbody></table></div>`,
  tablerow: ({ node, nodesToHTML }) => `<tr>${nodesToHTML({ nodes: (node as WithChildren).children ?? [] }).join('')}</tr>`,
  tablecell: ({ node, nodesToHTML }) => {
    const cell = node as TableCell
    // Lexical's header state: 1 a row of column headers, 2 a column of row headers.
    const header = (cell.headerState ?? 0) > 0
    const scope = header ? ` scope="${cell.headerState === 2 ? 'row' : 'col'}"` : ''
    const span = `${(cell.colSpan ?? 1) > 1 ? ` colspan="${Number(cell.colSpan)}"` : ''}${(cell.rowSpan ?? 1) > 1 ? ` rowspan="${Number(cell.rowSpan)}"` : ''}`
    const tag = header ? 'th' : 'td'
    return `<${tag}${scope}${span}>${nodesToHTML({ nodes: cell.children ?? [] }).join('')}</${tag}>`
  },
}

/** An article's Lexical JSON as HTML (Payload's own converters: text escaped, URLs sanitised). */
type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data']

const isEditorState = (content: unknown): content is EditorState =>
  typeof content === 'object' && content !== null && 'root' in content && typeof content.root === 'object' && content.root !== null

export function lexicalToHtml(content: unknown): string {
  if (!isEditorState(content)) return ''
  try {
    return withoutBulletValues(convertLexicalToHTML({ data: content, converters, disableContainer: true }))
  } catch {
    return ''
  }
}

/**
 * Payload's list converter writes `value="n"` on every item, but HTML allows `value` on an
 * item of an ordered list only: a bullet list's items lose it (the Nu HTML Checker's error on
 * every article with a bulleted list; issue #32). Numbered lists keep theirs.
 */
function withoutBulletValues(html: string): string {
  const lists: string[] = []
  return html.replace(/<(\/?)(ul|ol|li)\b([^>]*)>/gi, (tag, closing: string, name: string, attributes: string) => {
    const kind = name.toLowerCase()
    if (kind === 'ul' || kind === 'ol') {
      if (closing) lists.pop()
      else lists.push(kind)
      return tag
    }
    if (closing || lists.at(-1) !== 'ul') return tag
    return `<li${attributes.replace(/\s+value="[^"]*"/i, '')}>`
  })
}

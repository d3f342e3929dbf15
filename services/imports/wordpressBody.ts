import type { SourceNote } from './source'
import type { WxrAttachment } from './wxr'

/** Shortcodes that only wrap their content (WordPress core and the common plugins): the tags go, the text stays. */
const WRAPPERS = new Set(['caption', 'wp_caption', 'column', 'columns', 'one_half', 'one_third', 'two_thirds', 'box', 'note', 'highlight'])
/** Shortcodes that stand for media: kept as a link to it. */
const MEDIA = new Set(['embed', 'video', 'audio', 'youtube', 'vimeo', 'soundcloud', 'playlist', 'wpvideo', 'instagram', 'twitter', 'tweet'])
/** The block-level tags a paragraph must not be wrapped around (WordPress's wpautop list). */
const BLOCK =
  /^<\/?(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio|object|embed|img|a\s[^>]*>\s*<img)/i

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const link = (url: string) => `<p><a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a></p>`
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|(\\S+))`, 'i').exec(attributes)

/**
 * A WordPress post's stored body as plain HTML: what WordPress itself adds when it shows the
 * post (paragraphs from blank lines, shortcodes, a URL alone on a line shown as an embed), done
 * the way the importer can keep it. Nothing is dropped without a note: a gallery becomes its
 * images, an embed a link, a dynamic block (latest posts, archives) is named in the report.
 */
export function wordpressBody(content: string, postId: string, attachments: Map<string, WxrAttachment>): { html: string; notes: SourceNote[] } {
  const notes: SourceNote[] = []
  let html = content.replace(/<!--\s*wp:([a-z0-9/-]+)(?:\s+\{[^]*?\})?\s*\/-->/gi, (_, name: string) => {
    notes.push({ code: 'shortcodeRemoved', detail: `wp:${name}` })
    return ''
  })
  html = html.replace(/\[gallery([^\]]*)\]/gi, (_, attributes: string) => {
    const ids = attribute(attributes, 'ids')
    const chosen = ids
      ? (ids[2] ?? ids[3] ?? ids[4] ?? '').split(',').map((id) => id.trim())
      : [...attachments].filter(([, a]) => a.parent === postId).map(([id]) => id)
    const images = chosen.map((id) => attachments.get(id)).filter((a): a is WxrAttachment => Boolean(a))
    notes.push({ code: 'gallerySimplified', detail: String(images.length) })
    return `\n\n${images.map((a) => `<img src="${escapeAttribute(a.url)}" alt="${escapeAttribute(a.alt ?? '')}">`).join('\n\n')}\n\n`
  })
  html = html.replace(/\[(\w+)([^\]]*)\]([^]*?)\[\/\1\]/g, (whole, name: string, attributes: string, inner: string) => {
    const kind = name.toLowerCase()
    if (MEDIA.has(kind)) {
      const src = attribute(attributes, 'src') ?? attribute(attributes, 'url')
      const url = (src ? (src[2] ?? src[3] ?? src[4]) : inner.trim()) ?? ''
      notes.push({ code: 'embedAsLink', detail: kind })
      return /^https?:\/\//.test(url) ? `\n\n${link(url)}\n\n` : inner
    }
    if (WRAPPERS.has(kind)) return inner
    return whole
  })
  html = html.replace(/\[(embed|video|audio|youtube|vimeo|playlist)\b([^\]]*)\]/gi, (_, name: string, attributes: string) => {
    const src = attribute(attributes, 'src') ?? attribute(attributes, 'url') ?? attribute(attributes, 'ids')
    notes.push({ code: 'embedAsLink', detail: name.toLowerCase() })
    const url = src ? (src[2] ?? src[3] ?? src[4] ?? '') : ''
    return /^https?:\/\//.test(url) ? `\n\n${link(url)}\n\n` : ''
  })
  // WordPress shows a URL alone on its line as the page it points at (oEmbed): here, a link to it.
  html = html.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gm, (_, url: string) => {
    notes.push({ code: 'embedAsLink', detail: new URL(url).hostname })
    return link(url.replace(/&amp;/g, '&'))
  })
  return { html: /<p[\s>]/i.test(html) ? html : autop(html), notes }
}

/** The tags wpautop sets apart from the text around them (WordPress's $allblocks). */
const ALL_BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)'
const BLOCK_OPENS = new RegExp(`(<${ALL_BLOCKS}[\\s/>])`, 'gi')
const BLOCK_CLOSES = new RegExp(`(</${ALL_BLOCKS}>)`, 'gi')

/**
 * WordPress's wpautop, in short: blank lines part paragraphs, a single line break is a <br>; block
 * elements stay as they are. As WordPress does, each block tag is first set apart by blank lines:
 * the classic editor writes a list as `<ul>`, then a line break and a tab before each `<li>`, and
 * text right above it; without that, each line break inside the list became a <br> and an empty
 * bullet before every item (issue #64, item 3). Preformatted blocks keep their lines untouched.
 */
export function autop(text: string): string {
  const kept: string[] = []
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/<pre[\s>][^]*?<\/pre>/gi, (pre) => `\n\n<pre\uE000${kept.push(pre) - 1}>\n\n`)
    .replace(BLOCK_OPENS, '\n\n$1')
    .replace(BLOCK_CLOSES, '$1\n\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n')
    .replace(/<pre\uE000(\d+)>/g, (_, index: string) => kept[Number(index)]!)
}

/**
 * Builds Lexical JSON (what Payload's editor stores) from plain blocks of text. A paragraph's,
 * list item's or cell's text may hold `**bold**`, `*italic*` and links: `[words](/path)`,
 * `[words](https://…)` (a new tab), or `[words](article:N)`, a link to the Nth demo article (one
 * seeded before), which the writing screen and /cms keep as a link to that document.
 */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { quote: string }
  | { ul: string[] }
  | { ol: string[] }
  | { table: { head: string[]; rows: string[][] } }
  | { image: string; alt: string }

/** What the text may point at: the ids of articles seeded before, and the media id of each drawn figure. */
export type LexicalLinks = { article?: (n: number) => number | string | undefined; image?: (key: string) => number | string | undefined }

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, style: '', mode: 'normal', detail: 0, version: 1 })
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g

function inline(value: string, links: LexicalLinks) {
  const nodes: Record<string, unknown>[] = []
  let at = 0
  for (const match of value.matchAll(INLINE)) {
    if (match.index > at) nodes.push(text(value.slice(at, match.index)))
    at = match.index + match[0].length
    const [, words, href, bold, italic] = match
    if (bold) nodes.push(text(bold, 1))
    else if (italic) nodes.push(text(italic, 2))
    else nodes.push(link(words!, href!, links))
  }
  if (at < value.length) nodes.push(text(value.slice(at)))
  return nodes
}

function link(words: string, href: string, links: LexicalLinks) {
  const article = /^article:(\d+)$/.exec(href)
  const id = article ? links.article?.(Number(article[1])) : undefined
  const fields =
    article && id !== undefined
      ? { linkType: 'internal', newTab: false, doc: { relationTo: 'articles', value: id } }
      : { linkType: 'custom', newTab: href.startsWith('https://'), url: article ? '/blog' : href }
  return { ...base, type: 'link', version: 3, fields, children: [text(words)] }
}

const paragraph = (value: string, links: LexicalLinks) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(value, links) })
const list = (items: string[], kind: 'bullet' | 'number', links: LexicalLinks) => ({
  ...base,
  type: 'list',
  listType: kind,
  start: 1,
  tag: kind === 'bullet' ? 'ul' : 'ol',
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(item, links) })),
})
const cell = (value: string, header: boolean, links: LexicalLinks) => ({
  ...base,
  type: 'tablecell',
  headerState: header ? 1 : 0,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  children: [paragraph(value, links)],
})

function node(block: Block, links: LexicalLinks) {
  if ('h2' in block) return { ...base, type: 'heading', tag: 'h2', children: [text(block.h2)] }
  if ('h3' in block) return { ...base, type: 'heading', tag: 'h3', children: [text(block.h3)] }
  if ('quote' in block) return { ...base, type: 'quote', children: inline(block.quote, links) }
  if ('ul' in block) return list(block.ul, 'bullet', links)
  if ('ol' in block) return list(block.ol, 'number', links)
  if ('table' in block) {
    const row = (cells: string[], header: boolean) => ({ ...base, type: 'tablerow', children: cells.map((c) => cell(c, header, links)) })
    return { ...base, type: 'table', children: [row(block.table.head, true), ...block.table.rows.map((r) => row(r, false))] }
  }
  if ('image' in block) {
    const media = links.image?.(block.image)
    if (media !== undefined) return { type: 'upload', version: 3, relationTo: 'media', value: media, fields: { alt: block.alt }, format: '' }
    return paragraph(block.alt, links)
  }
  return paragraph(block.p, links)
}

export function lexicalDocument(blocks: Block[], links: LexicalLinks = {}) {
  return { root: { ...base, type: 'root', children: blocks.map((block) => node(block, links)) } }
}

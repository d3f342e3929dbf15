/** Builds Lexical JSON (what Payload's editor stores) from plain blocks of text. */
export type Block = { h2: string } | { p: string } | { quote: string } | { ul: string[] }

const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function node(block: Block) {
  if ('h2' in block) return { ...base, type: 'heading', tag: 'h2', children: [text(block.h2)] }
  if ('quote' in block) return { ...base, type: 'quote', children: [text(block.quote)] }
  if ('ul' in block) {
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      children: block.ul.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
    }
  }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block.p)] }
}

export function lexicalDocument(blocks: Block[]) {
  return { root: { ...base, type: 'root', children: blocks.map(node) } }
}

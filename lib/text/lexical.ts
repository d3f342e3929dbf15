/** Minimal view of Lexical's serialized JSON, enough to walk its text. */
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }
type LexicalDocument = { root: LexicalNode }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/** Plain text of a Lexical document, blocks separated by newlines. */
export function lexicalToPlainText(doc: unknown): string {
  const root = (doc as LexicalDocument | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    for (const child of node.children ?? []) walk(child)
    if (node.type && BLOCK_TYPES.has(node.type)) parts.push('\n')
  }
  walk(root)
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

const WORDS_PER_MINUTE = 200

/** Reading time in whole minutes (spec section 5: words / 200, rounded). */
export function readTimeMinutes(text: string): number {
  return minutesForWords(text.split(/\s+/).filter(Boolean).length)
}

/** The same for a count of words: the editor's live reading time. */
export const minutesForWords = (words: number) => Math.round(words / WORDS_PER_MINUTE)

'use client'

import {
  BOLD_ITALIC_STAR,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  type ElementTransformer,
  INLINE_CODE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  LINK,
  ORDERED_LIST,
  QUOTE,
  STRIKETHROUGH,
  type Transformer,
  UNORDERED_LIST,
} from '@lexical/markdown'
import { $createHeadingNode, HeadingNode } from '@lexical/rich-text'
import { $createParagraphNode, type ElementNode, type LexicalNode } from 'lexical'
import { $makeCodeLine } from './blockKinds'

/** The title is the page's only h1: `#` and `##` both open the body's first heading level (h2). */
export const headingLevelFor = (hashes: number) => Math.min(4, Math.max(2, hashes)) as 2 | 3 | 4

const HEADING: ElementTransformer = {
  dependencies: [HeadingNode],
  export: () => null,
  regExp: /^(#{1,4})\s/,
  replace: (parent: ElementNode, children: LexicalNode[], match: string[]) => {
    const heading = $createHeadingNode(`h${headingLevelFor(match[1]!.length)}`)
    heading.append(...children)
    parent.replace(heading)
    heading.select(0, 0)
  },
  type: 'element',
}

/** ``` starts a code line (see $makeCodeLine), typed with a space or Enter after it. */
const CODE_LINE: ElementTransformer = {
  dependencies: [],
  export: () => null,
  regExp: /^```(\s|$)/,
  replace: (parent: ElementNode, children: LexicalNode[]) => {
    const paragraph = $createParagraphNode()
    paragraph.append(...children)
    parent.replace(paragraph)
    $makeCodeLine(paragraph.select(0, 0))
  },
  triggerOnEnter: true,
  type: 'element',
}

/**
 * Markdown typed in the body becomes the editor's own nodes as it is typed (issue #45, item 2):
 * `#`, `-` or `*`, `1.`, `>`, ``` at the start of a line; **bold**, *italic*, `code`,
 * ~~struck~~ and [text](address) inline. Only what Payload's default features store.
 */
export const MARKDOWN_SHORTCUTS: Transformer[] = [
  HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  CODE_LINE,
  INLINE_CODE,
  BOLD_ITALIC_STAR,
  BOLD_STAR,
  BOLD_UNDERSCORE,
  ITALIC_STAR,
  ITALIC_UNDERSCORE,
  STRIKETHROUGH,
  LINK,
]

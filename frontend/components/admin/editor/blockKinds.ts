'use client'

import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list'
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $createParagraphNode, $getSelection, $isRangeSelection, type ElementNode, type LexicalEditor, type RangeSelection } from 'lexical'

/**
 * The kinds of block a body holds, as the toolbar, the slash menu and the Markdown shortcuts
 * make them (issue #45, item 2): one definition, so the three give the same nodes, and only
 * nodes Payload's default features store, convert and open in /cms.
 */
export const BLOCK_KINDS = ['paragraph', 'h2', 'h3', 'bullets', 'numbers', 'quote', 'code'] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

/**
 * A code line is a paragraph whose text is formatted as code (Payload's defaults have no code
 * block node; the importer writes preformatted blocks the same way). Enter keeps the format on
 * the next line, Shift+Enter breaks the line inside the paragraph.
 */
export function $makeCodeLine(selection: RangeSelection) {
  $setBlocksType(selection, () => $createParagraphNode())
  if (selection.isCollapsed()) {
    if (!selection.hasFormat('code')) selection.toggleFormat('code')
    selection.anchor.getNode().getTopLevelElement()?.setTextFormat(selection.format)
  } else if (!selection.hasFormat('code')) selection.formatText('code')
}

const makers: Partial<Record<BlockKind, () => ElementNode>> = {
  paragraph: () => $createParagraphNode(),
  h2: () => $createHeadingNode('h2'),
  h3: () => $createHeadingNode('h3'),
  quote: () => $createQuoteNode(),
}

/** Turns the blocks the caret or selection is in into `kind`. */
export function applyBlock(editor: LexicalEditor, kind: BlockKind) {
  if (kind === 'bullets') return void editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)
  if (kind === 'numbers') return void editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)
  editor.update(() => {
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    const make = makers[kind]
    if (make) $setBlocksType(selection, make)
    else $makeCodeLine(selection)
  })
}

import type { MenuTextMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin'
import { $createParagraphNode, $createRangeSelection, $createTextNode, $getRoot, $setSelection, createEditor, type TextNode } from 'lexical'
import { describe, expect, it } from 'vitest'
import { $removeTypedQuery } from '../../frontend/components/admin/editor/typedQuery'

/** The slash menu's trigger, as Lexical's basic one matches it: "/" at a word's start, then the query. */
const slash = (text: string): MenuTextMatch | null => {
  const found = /(^|\s|\()(\/([^/\s]*))$/.exec(text)
  return found ? { leadOffset: found.index + found[1]!.length, matchingString: found[3]!, replaceableString: found[2]! } : null
}

/** A paragraph of `pieces` (text nodes side by side), the caret at its end, then `$removeTypedQuery`. */
function afterRemoval(pieces: string[]) {
  const editor = createEditor({
    namespace: 'test',
    onError: (error) => {
      throw error
    },
  })
  let result: { text: string; caret: number } | undefined
  editor.update(
    () => {
      const paragraph = $createParagraphNode()
      const nodes = pieces.map((text) => $createTextNode(text))
      paragraph.append(...nodes)
      $getRoot().append(paragraph)
      const last = nodes.at(-1)!
      const selection = $createRangeSelection()
      selection.anchor.set(last.getKey(), last.getTextContentSize(), 'text')
      selection.focus.set(last.getKey(), last.getTextContentSize(), 'text')
      $setSelection(selection)
      $removeTypedQuery(slash, editor)
    },
    { discrete: true },
  )
  editor.read(() => {
    const selection = editor.getEditorState()._selection as { anchor: { getNode(): TextNode; offset: number } } | null
    const anchor = selection?.anchor
    const before = anchor && anchor.getNode().getPreviousSibling()
    result = { text: $getRoot().getTextContent(), caret: (before?.getTextContentSize() ?? 0) + (anchor?.offset ?? 0) }
  })
  return result!
}

describe('choosing from the slash menu removes what was typed (issue #45, item 2)', () => {
  it('removes the whole "/word", even when the menu had split the text by a match one letter behind', () => {
    // The plugin rendered "/sub" while "/subt" was typed, and split "subt" off, leaving the "/".
    expect(afterRemoval(['Texto /', 'subt'])).toEqual({ text: 'Texto ', caret: 6 })
    expect(afterRemoval(['Texto /subt'])).toEqual({ text: 'Texto ', caret: 6 })
  })

  it('empties a line that held only the "/word"', () => {
    expect(afterRemoval(['/subt']).text).toBe('')
    expect(afterRemoval(['/', 'sub']).text).toBe('')
  })

  it('leaves text alone when the caret does not follow a "/word"', () => {
    expect(afterRemoval(['a/b c'])).toEqual({ text: 'a/b c', caret: 5 })
    expect(afterRemoval(['e/ou'])).toEqual({ text: 'e/ou', caret: 4 })
  })
})

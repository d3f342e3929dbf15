import type { MenuTextMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin'
import { $getSelection, $isRangeSelection, $isTextNode, type LexicalEditor, type TextNode } from 'lexical'

type Trigger = (text: string, editor: LexicalEditor) => MenuTextMatch | null

/**
 * Removes the "/word" typed just before the caret, as the editor holds it now. Lexical's
 * typeahead hands its `onSelectOption` a node split by the match it last rendered, and it
 * renders that match in a transition while the options follow the keyboard at once: a quick
 * "/subt" then Enter chose "Subtitle" but cut only "subt" and left the "/", which opened the
 * menu again. Reading the text here (across the pieces that split made) removes what was typed.
 */
export function $removeTypedQuery(trigger: Trigger, editor: LexicalEditor) {
  const selection = $getSelection()
  if (!$isRangeSelection(selection) || !selection.isCollapsed() || selection.anchor.type !== 'text') return
  const anchor = selection.anchor.getNode() as TextNode
  const pieces: Array<{ node: TextNode; text: string }> = [{ node: anchor, text: anchor.getTextContent().slice(0, selection.anchor.offset) }]
  for (let prev = anchor.getPreviousSibling(); $isTextNode(prev) && prev.isSimpleText(); prev = prev.getPreviousSibling())
    pieces.unshift({ node: prev, text: prev.getTextContent() })
  const match = trigger(pieces.map((p) => p.text).join(''), editor)
  if (!match) return
  let left = match.replaceableString.length
  for (let i = pieces.length - 1; i >= 0 && left > 0; i--) {
    const { node, text } = pieces[i]!
    const cut = Math.min(left, text.length)
    node.spliceText(text.length - cut, cut, '', true)
    left -= cut
  }
}

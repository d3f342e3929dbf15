'use client'

import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { HeadingNode } from '@lexical/rich-text'
import { mergeRegister } from '@lexical/utils'
import { TextNode } from 'lexical'
import { useEffect } from 'react'

/**
 * Text pasted from Word or Google Docs arrives as the editor's own nodes (issue #45, item 2):
 * Lexical already keeps only the nodes registered (paragraphs, headings, lists, quotes, links,
 * tables) and turns bold, italic and the like into formats; these transforms drop what it keeps
 * besides (inline CSS: fonts, colours, sizes, which the site's styles decide) and make a pasted
 * document title a section heading, since the article's title is the page's only h1.
 */
export function CleanPastePlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(TextNode, (node) => {
          if (node.getStyle()) node.setStyle('')
        }),
        editor.registerNodeTransform(HeadingNode, (node) => {
          if (node.getTag() === 'h1') node.setTag('h2')
          else if (node.getTag() === 'h5' || node.getTag() === 'h6') node.setTag('h4')
        }),
      ),
    [editor],
  )
  return null
}

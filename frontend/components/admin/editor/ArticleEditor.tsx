'use client'

import { LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { TablePlugin } from '@lexical/react/LexicalTablePlugin'
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import {
  $createParagraphNode,
  $getSelection,
  $nodesOfType,
  $insertNodes,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type ElementNode,
  type SerializedEditorState,
} from 'lexical'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { $createUploadNode, PayloadLinkNode, UploadNode } from './nodes'

const Frame = styled.div`
  border: 1px solid #8a93a6;
  border-radius: 10px;
  background: #fff;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    padding: 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .toolbar button {
    font: inherit;
    font-size: 0.9rem;
    min-height: 36px;
    min-width: 36px;
    padding: 4px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #f6f7fb;
    cursor: pointer;
  }
  .editable {
    min-height: 280px;
    padding: 12px 16px;
    outline: none;
    line-height: 1.7;
  }
  .editable:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
  .bold {
    font-weight: 700;
  }
  table {
    border-collapse: collapse;
    margin: 0 0 1em;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0.3em 0.6em;
    vertical-align: top;
  }
  .italic {
    font-style: italic;
  }
  blockquote {
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    margin: 0;
    padding-left: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`

function Toolbar({ onImage }: { onImage: () => Promise<{ id: number | string; url: string; alt: string } | null> }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useTranslation()
  const block = (make: () => ElementNode) =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) $setBlocksType(selection, make)
    })
  const tools: Array<[string, () => void]> = [
    [t('admin.editor.paragraph'), () => block(() => $createParagraphNode())],
    [t('admin.editor.h2'), () => block(() => $createHeadingNode('h2'))],
    [t('admin.editor.h3'), () => block(() => $createHeadingNode('h3'))],
    [t('admin.editor.bold'), () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')],
    [t('admin.editor.italic'), () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')],
    [t('admin.editor.bullets'), () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)],
    [t('admin.editor.numbers'), () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)],
    [t('admin.editor.quote'), () => block(() => $createQuoteNode())],
    [
      t('admin.editor.link'),
      () => {
        const url = window.prompt(t('admin.editor.linkPrompt'))
        if (url) editor.dispatchCommand(TOGGLE_LINK_COMMAND, /^(https?:|mailto:|\/)/i.test(url) ? url : `https://${url}`)
      },
    ],
    [
      t('admin.editor.image'),
      () => {
        void onImage().then((media) => {
          if (media) editor.update(() => $insertNodes([$createUploadNode(media.id, media.url, media.alt)]))
        })
      },
    ],
  ]
  return (
    <div className="toolbar" role="toolbar" aria-label={t('admin.editor.toolbar')}>
      {tools.map(([label, run]) => (
        <button key={label} type="button" onMouseDown={(e) => e.preventDefault()} onClick={run}>
          {label}
        </button>
      ))}
    </div>
  )
}

/**
 * The article body editor: Lexical 0.50 (the version @payloadcms/richtext-lexical pins), with
 * Payload's own link and upload JSON, so /cms and the public site read what it writes.
 */
export function ArticleEditor({
  initial,
  onChange,
  label,
  onImage,
  id,
}: {
  initial: unknown
  /** The body as stored, and each body image's description by media id (the stored shape keeps only the id). */
  onChange: (state: SerializedEditorState, alts: Map<string, string>) => void
  label: string
  onImage: () => Promise<{ id: number | string; url: string; alt: string } | null>
  /** The editable area's id: the error summary's link to the body. */
  id?: string
}) {
  const [config] = useState(() => ({
    namespace: 'article',
    nodes: [
      HeadingNode,
      QuoteNode,
      ListNode,
      ListItemNode,
      PayloadLinkNode,
      { replace: LinkNode, with: (node: LinkNode) => new PayloadLinkNode(node.getURL()), withKlass: PayloadLinkNode },
      UploadNode,
      // An imported post's table (issue #44, item 3) opens and edits here as in /cms.
      TableNode,
      TableRowNode,
      TableCellNode,
    ],
    editorState: initial ? JSON.stringify(initial) : undefined,
    theme: { text: { bold: 'bold', italic: 'italic' }, quote: 'quote' },
    onError: (error: Error) => console.error(error),
  }))
  return (
    <Frame>
      <LexicalComposer initialConfig={config}>
        <Toolbar onImage={onImage} />
        <RichTextPlugin
          contentEditable={<ContentEditable id={id} className="editable" aria-label={label} aria-multiline="true" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <TablePlugin />
        <LinkPlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state) =>
            onChange(
              state.toJSON(),
              state.read(() => new Map($nodesOfType(UploadNode).map((node) => [String(node.__media), node.__alt]))),
            )
          }
        />
      </LexicalComposer>
    </Frame>
  )
}

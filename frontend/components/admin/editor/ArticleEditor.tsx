'use client'

import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { TablePlugin } from '@lexical/react/LexicalTablePlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $nodesOfType, type SerializedEditorState } from 'lexical'
import { useState } from 'react'
import styled from 'styled-components'
import type { UploadedImage } from '../../../lib/admin/upload'
import { CleanPastePlugin } from './CleanPastePlugin'
import { EditorTools } from './EditorTools'
import { MARKDOWN_SHORTCUTS } from './markdownShortcuts'
import { BODY_NODES } from './bodyNodes'
import { toEditorBody, toStoredBody } from './bodyShape'
import { UploadNode } from './nodes'

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
  .code {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    font-size: 0.92em;
    background: #f1f3f8;
    border-radius: 4px;
    padding: 0 3px;
  }
  .strike {
    text-decoration: line-through;
  }
  figure img {
    max-width: 100%;
    border-radius: 8px;
  }
  .kept {
    display: inline-block;
    padding: 2px 8px;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9em;
  }
  hr {
    border: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.border};
    margin: 1.2em 0;
  }
  blockquote {
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    margin: 0;
    padding-left: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/**
 * The article body editor: Lexical 0.50 (the version @payloadcms/richtext-lexical pins), with
 * Payload's own link and upload JSON, so /cms and the public site read what it writes.
 */
export function ArticleEditor({
  initial,
  onChange,
  label,
  onUpload,
  id,
}: {
  initial: unknown
  /** The body as stored, and each body image's description by media id (the stored shape keeps only the id). */
  onChange: (state: SerializedEditorState, alts: Map<string, string>) => void
  label: string
  /** A new image for the body, uploaded with its description (the media library's upload button). */
  onUpload: () => Promise<UploadedImage | null>
  /** The editable area's id: the error summary's link to the body. */
  id?: string
}) {
  const [config] = useState(() => ({
    namespace: 'article',
    nodes: [...BODY_NODES],
    editorState: initial ? JSON.stringify(toEditorBody(initial)) : undefined,
    theme: { text: { bold: 'bold', italic: 'italic', code: 'code', strikethrough: 'strike' }, quote: 'quote' },
    onError: (error: Error) => console.error(error),
  }))
  return (
    <Frame>
      <LexicalComposer initialConfig={config}>
        <EditorTools onUpload={onUpload} />
        <RichTextPlugin
          contentEditable={<ContentEditable id={id} className="editable" aria-label={label} aria-multiline="true" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <TablePlugin />
        <LinkPlugin />
        <MarkdownShortcutPlugin transformers={MARKDOWN_SHORTCUTS} />
        <CleanPastePlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state) =>
            onChange(
              toStoredBody(state.toJSON()) as unknown as SerializedEditorState,
              state.read(() => new Map($nodesOfType(UploadNode).map((node) => [String(node.__media), node.__alt]))),
            )
          }
        />
      </LexicalComposer>
    </Frame>
  )
}

'use client'

import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $findMatchingParent } from '@lexical/utils'
import {
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  FORMAT_TEXT_COMMAND,
  type LexicalNode,
} from 'lexical'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UploadedImage } from '../../../lib/admin/upload'
import { applyBlock, BLOCK_KINDS } from './blockKinds'
import { LinkDialog, type LinkRequest } from './LinkDialog'
import { MediaLibraryDialog } from './MediaLibraryDialog'
import { $createUploadNode } from './nodes'
import { SlashMenu } from './SlashMenu'

const linkAround = (node: LexicalNode) => $findMatchingParent(node, $isLinkNode)

/** Whether every node a kept selection points at is still in the body. */
const alive = (selection: BaseSelection) =>
  $isRangeSelection(selection)
    ? [selection.anchor.key, selection.focus.key].every((key) => $getNodeByKey(key)?.isAttached())
    : selection.getNodes().length > 0 && selection.getNodes().every((node) => node.isAttached())

/**
 * The body's tools (issue #45, item 2): the toolbar, the slash menu, the link dialog and the
 * media library. The dialogs take the focus, so the selection they act on is kept when they
 * open and put back when they act.
 */
export function EditorTools({ onUpload }: { onUpload: () => Promise<UploadedImage | null> }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useTranslation()
  const kept = useRef<BaseSelection | null>(null)
  const [link, setLink] = useState<LinkRequest | null>(null)
  const [library, setLibrary] = useState(false)

  const keepSelection = useCallback(() => editor.read(() => (kept.current = $getSelection()?.clone() ?? null)), [editor])
  /** Runs `change` where the selection was when a dialog opened (else at the end of the body), then gives the editor its focus back. */
  const atKept = (change: () => void) => {
    editor.update(() => {
      const was = kept.current
      // A selection whose nodes are gone (edited meanwhile) falls back to the end of the body.
      if (was && alive(was)) $setSelection(was.clone())
      else $getRoot().selectEnd()
      change()
    })
    editor.focus()
  }

  const openLink = useCallback(() => {
    keepSelection()
    editor.read(() => {
      const selection = $getSelection()
      const around = $isRangeSelection(selection) ? linkAround(selection.anchor.getNode()) : null
      setLink({ url: around?.getURL() ?? '', hasText: Boolean(around) || ($isRangeSelection(selection) && !selection.isCollapsed()) })
    })
  }, [editor, keepSelection])
  const openLibrary = useCallback(() => {
    keepSelection()
    setLibrary(true)
  }, [keepSelection])

  const applyLink = (url: string, text: string | null) => {
    setLink(null)
    atKept(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const around = linkAround(selection.anchor.getNode())
      if (selection.isCollapsed() && around) around.setURL(url)
      else if (text !== null) $insertNodes([$createLinkNode(url).append($createTextNode(text))])
      else $toggleLink(url)
    })
  }
  const removeLink = () => {
    setLink(null)
    atKept(() => $toggleLink(null))
  }
  const place = (image: UploadedImage) => atKept(() => $insertNodes([$createUploadNode(image.id, image.url, image.alt)]))

  const tools: Array<[string, () => void]> = [
    ...BLOCK_KINDS.filter((kind) => kind !== 'code').map((kind): [string, () => void] => [t(`admin.editor.${kind}`), () => applyBlock(editor, kind)]),
    [t('admin.editor.bold'), () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')],
    [t('admin.editor.italic'), () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')],
    [t('admin.editor.code'), () => applyBlock(editor, 'code')],
    [t('admin.editor.link'), openLink],
    [t('admin.editor.image'), openLibrary],
  ]
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label={t('admin.editor.toolbar')}>
        {tools.map(([label, run]) => (
          <button key={label} type="button" onMouseDown={(e) => e.preventDefault()} onClick={run}>
            {label}
          </button>
        ))}
      </div>
      <SlashMenu onLink={openLink} onImage={openLibrary} />
      <LinkDialog request={link} onClose={() => setLink(null)} onApply={applyLink} onRemove={removeLink} />
      <MediaLibraryDialog
        open={library}
        onClose={() => setLibrary(false)}
        onChoose={(image) => {
          setLibrary(false)
          place(image)
        }}
        onUpload={() => {
          setLibrary(false)
          void onUpload().then((image) => image && place(image))
        }}
      />
    </>
  )
}

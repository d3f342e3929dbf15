import type { Payload } from 'payload'
import { expect } from 'vitest'
import type { Article } from '../../payload-types'
import { lexicalToHtml } from '../../services/text/lexicalHtml'
import { $createTextNode, $getRoot, $isElementNode, createEditor, type LexicalEditor } from 'lexical'
import { BODY_NODES } from '../../frontend/components/admin/editor/bodyNodes'
import { toEditorBody, toStoredBody, type StoredBody } from '../../frontend/components/admin/editor/bodyShape'

/** The writing screen's editor without a page: its nodes, its conversions at the edge, errors thrown. */
export function writingEditor(): LexicalEditor {
  return createEditor({
    namespace: 'article',
    nodes: [...BODY_NODES],
    onError: (error) => {
      throw error
    },
  })
}

/**
 * A stored body opened as the writing screen opens it, optionally edited (`typed` appended to its
 * last block that holds text), and saved as the screen saves it.
 */
export function openAndSave(stored: unknown, typed = ''): StoredBody {
  const editor = writingEditor()
  editor.setEditorState(editor.parseEditorState(JSON.stringify(toEditorBody(stored))))
  if (typed)
    editor.update(
      () => {
        const blocks = $getRoot().getChildren().filter($isElementNode)
        const last = blocks.findLast((block) => block.getType() === 'paragraph') ?? blocks.at(-1)
        last?.append($createTextNode(typed))
      },
      { discrete: true },
    )
  return toStoredBody(editor.getEditorState().toJSON())!
}

/**
 * Every article in the database opened as the writing screen opens it (issue #59, item 1): saved
 * without an edit its page reads the same, and with one Payload takes it. For the importers'
 * suites, after their fixtures came in.
 */
export async function everyArticleOpensAndSaves(payload: Payload): Promise<number> {
  const { docs } = await payload.find({ collection: 'articles', limit: 200, depth: 0, overrideAccess: true, draft: true })
  for (const article of docs) {
    const saved = openAndSave(article.content)
    expect(lexicalToHtml(saved), article.title).toBe(lexicalToHtml(article.content))
    const edited = openAndSave(article.content, ' Editado.')
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { content: edited as Article['content'] },
      depth: 0,
      overrideAccess: true,
      draft: true,
    })
    expect(lexicalToHtml(updated.content), article.title).toContain('Editado.')
  }
  return docs.length
}

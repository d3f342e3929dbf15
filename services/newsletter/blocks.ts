import type { Media } from '../../payload-types'
import { lexicalToPlainText } from '../../lib/text/lexical'
import { imageAltText } from '../../lib/text/imageAlt'

/** An image of the article's body in an e-mail: absolute address, its text alternative, its own size. */
export type MailImage = { src: string; alt: string; width?: number; height?: number }
/** A paragraph's text, or an image where the article has one. */
export type MailBlock = string | MailImage

type Node = { type?: string; value?: unknown; fields?: { alt?: string } | null; children?: Node[] }

const uploadsIn = (node: Node): Node[] => (node.type === 'upload' ? [node] : (node.children ?? []).flatMap(uploadsIn))

/**
 * The whole article for a "whole article" newsletter: its text a paragraph a block, and its
 * body images in place with their alt texts (issue #30: they were dropped). Images are the
 * originals (several mail clients show no WebP), at an absolute address.
 */
export function articleMailBlocks(content: unknown, absolute: (path: string) => string): MailBlock[] {
  const root = (content as { root?: Node } | null | undefined)?.root
  const blocks: MailBlock[] = []
  for (const node of root?.children ?? []) {
    if (node.type !== 'upload')
      blocks.push(
        ...lexicalToPlainText({ root: { children: [node] } })
          .split('\n')
          .filter(Boolean),
      )
    for (const upload of uploadsIn(node)) {
      const media = upload.value && typeof upload.value === 'object' ? (upload.value as Media) : null
      if (!media?.url) continue
      blocks.push({
        src: absolute(media.url),
        alt: imageAltText(upload.fields?.alt, media),
        width: media.width ?? undefined,
        height: media.height ?? undefined,
      })
    }
  }
  return blocks
}

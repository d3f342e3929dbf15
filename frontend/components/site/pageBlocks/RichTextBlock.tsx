import type { PageRichTextBlock } from '../../../../payload-types'
import { Prose } from '../../ui/layout'
import { siteReads } from '../../../lib/siteReads'
import { BlockSection } from './styles'

/** Text written in the rich text editor, as articles' bodies are rendered. */
export function RichTextBlock({ block }: { block: PageRichTextBlock }) {
  if (!block.content) return null
  return (
    <BlockSection>
      <Prose dangerouslySetInnerHTML={{ __html: siteReads().lexicalToHtml(block.content) }} />
    </BlockSection>
  )
}

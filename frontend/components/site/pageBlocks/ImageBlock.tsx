import type { PageImageBlock } from '../../../../payload-types'
import { PayloadImage } from '../../ui/PayloadImage'
import { pickImage } from '../../../lib/articles/cardView'
import { blockImage } from './blockImage'
import { BlockSection, Figure } from './styles'

export function ImageBlock({ block }: { block: PageImageBlock }) {
  const image = blockImage(block.image, block.imageAlt, pickImage)
  if (!image) return null
  return (
    <BlockSection>
      <Figure>
        <PayloadImage image={image} sizes="(min-width: 1160px) 1120px, 100vw" />
        {block.caption ? <figcaption>{block.caption}</figcaption> : null}
      </Figure>
    </BlockSection>
  )
}

import type { Page } from '../../../../payload-types'
import { CallToActionBlock } from './CallToActionBlock'
import { FaqListBlock } from './FaqListBlock'
import { FeaturesBlock } from './FeaturesBlock'
import { ContactFormBlock, NewsletterFormBlock } from './FormBlocks'
import { HeroBlock } from './HeroBlock'
import { ImageBlock } from './ImageBlock'
import { LatestArticlesBlock } from './LatestArticlesBlock'
import { RichTextBlock } from './RichTextBlock'

type Block = NonNullable<Page['layout']>[number]

/** Each block in its order; a block type this build does not know (a newer one) is skipped, never a crash. */
export function PageBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} first={index === 0} />
          case 'richText':
            return <RichTextBlock key={key} block={block} />
          case 'image':
            return <ImageBlock key={key} block={block} />
          case 'callToAction':
            return <CallToActionBlock key={key} block={block} />
          case 'features':
            return <FeaturesBlock key={key} block={block} />
          case 'faqList':
            return <FaqListBlock key={key} block={block} />
          case 'latestArticles':
            return <LatestArticlesBlock key={key} block={block} />
          case 'contactForm':
            return <ContactFormBlock key={key} block={block} />
          case 'newsletterForm':
            return <NewsletterFormBlock key={key} block={block} index={index} />
          default:
            return null
        }
      })}
    </>
  )
}

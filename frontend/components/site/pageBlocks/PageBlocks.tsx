import type { Page } from '../../../../payload-types'
import type { DemoRequest } from '../../../lib/site/termsLabels'
import { TermsForm } from '../TermsGate'
import { TERMS_REVIEW_ID } from '../../../../domain/pages'
import { CallToActionBlock } from './CallToActionBlock'
import { DemoRequestBlock } from './DemoRequestBlock'
import { FaqListBlock } from './FaqListBlock'
import { FeaturesBlock } from './FeaturesBlock'
import { BuiltFormBlock, ContactFormBlock, NewsletterFormBlock } from './FormBlocks'
import { HeroBlock } from './HeroBlock'
import { ImageBlock } from './ImageBlock'
import { LatestArticlesBlock } from './LatestArticlesBlock'
import { RichTextBlock } from './RichTextBlock'
import { BlockSection } from './styles'

type Block = NonNullable<Page['layout']>[number]

/** Whether a page asks for a demo anywhere: a demo request block, or a hero button that opens one. */
export const asksForDemo = (blocks: Block[]) =>
  blocks.some((b) => b.blockType === 'demoRequest' || (b.blockType === 'hero' && b.buttons?.some((button) => button.action === 'demoRequest')))

/**
 * Each block in its order; a block type this build does not know (a newer one) is skipped, never a
 * crash. A visitor without JavaScript who asked for a demo (`?terms=review`) finds the terms as a
 * plain form right after the page's opening.
 */
export function PageBlocks({ blocks, demo, reviewing }: { blocks: Block[]; demo: DemoRequest; reviewing?: boolean }) {
  const termsAt = reviewing && asksForDemo(blocks) ? (blocks[0]?.blockType === 'hero' ? 1 : 0) : -1
  const terms = (
    <BlockSection key="terms-review">
      <TermsForm id={TERMS_REVIEW_ID} next={demo.next} labels={{ ...demo.labels, cta: '' }} />
    </BlockSection>
  )
  return (
    <>
      {termsAt === 0 ? terms : null}
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        const rendered = renderBlock(block, index, key, demo)
        return termsAt === 1 && index === 0 ? [rendered, terms] : rendered
      })}
    </>
  )
}

function renderBlock(block: Block, index: number, key: string, demo: DemoRequest) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock key={key} block={block} first={index === 0} demo={demo} />
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
    case 'form':
      return <BuiltFormBlock key={key} block={block} index={index} />
    case 'newsletterForm':
      return <NewsletterFormBlock key={key} block={block} index={index} />
    case 'demoRequest':
      return <DemoRequestBlock key={key} block={block} demo={demo} />
    default:
      return null
  }
}

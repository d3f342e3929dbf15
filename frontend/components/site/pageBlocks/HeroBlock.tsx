import type { PageHeroBlock } from '../../../../payload-types'
import type { DemoRequest } from '../../../lib/site/termsLabels'
import { ButtonLink } from '../../ui/Button'
import { PayloadImage } from '../../ui/PayloadImage'
import { pickImage } from '../../../lib/articles/cardView'
import { TermsGate } from '../TermsGate'
import { ButtonRow, HeroBox } from './styles'
import { blockImage } from './blockImage'

/**
 * The page's opening: its kicker, heading (the page's h1 when it comes first), lead, buttons and
 * picture. A button that requests a demo opens the product's terms first (issue #43, item 3).
 */
export function HeroBlock({ block, first, demo }: { block: PageHeroBlock; first: boolean; demo: DemoRequest }) {
  const Heading = first ? 'h1' : 'h2'
  const image = blockImage(block.image, block.imageAlt, pickImage)
  const headingId = `hero-${block.id ?? 'heading'}`
  return (
    <HeroBox as="section" aria-labelledby={headingId}>
      <div>
        {block.kicker ? <p className="kicker">{block.kicker}</p> : null}
        <Heading id={headingId}>{block.heading}</Heading>
        {block.lead ? <p className="lead">{block.lead}</p> : null}
        {block.buttons?.length ? (
          <ButtonRow>
            {block.buttons.map((button, index) =>
              button.action === 'demoRequest' ? (
                <TermsGate key={button.id ?? index} labels={{ ...demo.labels, cta: button.label }} next={demo.next} review={demo.review} />
              ) : (
                <ButtonLink key={button.id ?? index} href={button.url ?? '#'} $variant={button.style === 'secondary' ? 'secondary' : 'primary'}>
                  {button.label}
                </ButtonLink>
              ),
            )}
          </ButtonRow>
        ) : null}
      </div>
      {image ? <PayloadImage image={image} sizes="(min-width: 960px) 560px, 100vw" eager={first} /> : null}
    </HeroBox>
  )
}
